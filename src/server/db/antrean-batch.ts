/** The longest a queued item waits for the end of the event loop's turn before its batch goes anyway. */
export const BATCH_TUNGGU_MS = 2;

/** What every queued item carries: when it was queued (performance.now()), and how its caller is answered. */
export interface DiAntre<R> {
  sejak: number;
  selesai: (hasil: R) => void;
  gagal: (error: unknown) => void;
}

/**
 * Items that arrive together go as one batch, one batch at a time: what arrives while a batch is sent
 * goes in the next one (group commit, `commit-bersama`; batched reads, `baca-bersama`). A batch goes at
 * the end of the event loop's turn, so the items of the requests handled in that turn join it, or at
 * once when its oldest item has waited `tungguMs()`: a turn that handles a hundred requests takes tens
 * of ms, and a batch waiting for its end would hold the first request's answer all that while.
 */
export abstract class AntreanBatch<A extends DiAntre<never>> {
  private antrean: A[] = [];
  /** A batch is being sent: what arrives meanwhile waits for it. */
  private sibuk = false;
  private terjadwal = false;

  /** Sends a batch (at least one item) and answers each of its callers. */
  protected abstract kirim(batch: A[]): Promise<void>;

  /** How long the oldest item may wait before its batch goes at once, in ms. */
  protected tungguMs(): number {
    return BATCH_TUNGGU_MS;
  }

  protected antre(item: A): void {
    this.antrean.push(item);
    this.jadwalkan();
  }

  private jadwalkan(): void {
    if (this.sibuk || this.antrean.length === 0) return;
    if (performance.now() - this.antrean[0]!.sejak >= this.tungguMs()) {
      this.mulai();
      return;
    }
    if (this.terjadwal) return;
    this.terjadwal = true;
    setImmediate(() => {
      this.terjadwal = false;
      if (!this.sibuk && this.antrean.length > 0) this.mulai();
    });
  }

  private mulai(): void {
    this.sibuk = true;
    const batch = this.antrean;
    this.antrean = [];
    void this.kirim(batch).finally(() => {
      this.sibuk = false;
      this.jadwalkan();
    });
  }
}
