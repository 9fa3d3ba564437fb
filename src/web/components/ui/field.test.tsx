// @vitest-environment happy-dom
// The shared fields (issue 34, duplicates): a label tied to its control, `onValue` beside `onChange`,
// options from a domain list, the password and app-code fields' browser hints, a form's footer, a
// checkbox, and a titled section (Bagian) named by its own heading.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CentangField, InputField, KodeAplikasiField, Opsi, PasswordField, SelectField, TextAreaField } from './field';
import { Bagian } from './panel';
import { KakiForm } from './kaki-form';

afterEach(cleanup);

describe('fields', () => {
  it('a checkbox is named by its whole line and gives whether it is ticked', () => {
    const onCentang = vi.fn();
    render(<CentangField label="Akun ini milik psikolog" name="psikolog" checked={false} onCentang={onCentang} />);
    const kotak = screen.getByRole('checkbox', { name: 'Akun ini milik psikolog' });
    fireEvent.click(screen.getByText('Akun ini milik psikolog'));
    expect(onCentang).toHaveBeenCalledWith(true);
    expect(kotak.getAttribute('name')).toBe('psikolog');
  });

  it('two titled sections on one page are each named by their own heading', () => {
    render(
      <>
        <Bagian judul="Tinjauan Psikolog">isi</Bagian>
        <Bagian judul="Tinjauan Psikolog" halaman>
          isi
        </Bagian>
      </>,
    );
    const [a, b] = screen.getAllByRole('region', { name: 'Tinjauan Psikolog' });
    expect(a!.getAttribute('aria-labelledby')).not.toBe(b!.getAttribute('aria-labelledby'));
    expect(screen.getByRole('heading', { level: 2, name: 'Tinjauan Psikolog' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'Tinjauan Psikolog' })).toBeTruthy();
  });

  it('ties the label to its control and gives the typed text to onValue and the event to onChange', () => {
    const onValue = vi.fn();
    const onChange = vi.fn();
    render(<InputField label="Nama" name="nama" value="" onValue={onValue} onChange={onChange} error="Wajib diisi." />);
    const input = screen.getByLabelText('Nama');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: 'Budi' } });
    expect(onValue).toHaveBeenCalledWith('Budi');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe('Wajib diisi.');
  });

  it('a textarea and a select give their text to onValue too; the textarea keeps its height', () => {
    const catatan = vi.fn();
    const pilih = vi.fn();
    render(
      <>
        <TextAreaField label="Catatan" value="" onValue={catatan} className="extra" />
        <SelectField label="Jenis" value="" onValue={pilih}>
          <option value="">Pilih...</option>
          <Opsi daftar={['L', 'P'] as const} label={{ L: 'Laki-laki', P: 'Perempuan' }} />
        </SelectField>
      </>,
    );
    const textarea = screen.getByLabelText('Catatan');
    expect(textarea.className).toContain('min-h-28');
    expect(textarea.className).toContain('extra');
    expect(textarea.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(textarea, { target: { value: 'baik' } });
    expect(catatan).toHaveBeenCalledWith('baik');
    const select = screen.getByLabelText('Jenis') as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Pilih...'],
      ['L', 'Laki-laki'],
      ['P', 'Perempuan'],
    ]);
    fireEvent.change(select, { target: { value: 'P' } });
    expect(pilih).toHaveBeenCalledWith('P');
  });

  it('labels options through a function as well', () => {
    render(
      <SelectField label="Aksi" defaultValue="">
        <Opsi daftar={['login']} label={(a) => `Aksi ${a}`} />
      </SelectField>,
    );
    expect(screen.getByRole('option').textContent).toBe('Aksi login');
  });

  it('asks the password manager for the saved password, or for a new one with `baru`; the app code on a number pad', () => {
    render(
      <>
        <PasswordField label="Password Lama" value="" onValue={() => {}} />
        <PasswordField label="Password Baru" baru value="" onValue={() => {}} />
        <KodeAplikasiField name="kode" value="" onValue={() => {}} />
      </>,
    );
    const lama = screen.getByLabelText('Password Lama');
    expect([lama.getAttribute('type'), lama.getAttribute('autocomplete')]).toEqual(['password', 'current-password']);
    expect(screen.getByLabelText('Password Baru').getAttribute('autocomplete')).toBe('new-password');
    const kode = screen.getByLabelText('Kode dari Aplikasi');
    expect([kode.getAttribute('inputmode'), kode.getAttribute('autocomplete')]).toEqual(['numeric', 'one-time-code']);
  });
});

describe('KakiForm', () => {
  it('shows the error only when there is one, and a submit button that waits while saving', () => {
    const { rerender } = render(
      <form>
        <KakiForm loading={false}>Simpan</KakiForm>
      </form>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Simpan' }).getAttribute('type')).toBe('submit');
    rerender(
      <form>
        <KakiForm salah="Alasan wajib dipilih." lebarSalah="md:col-span-2" loading>
          Simpan
        </KakiForm>
      </form>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Alasan wajib dipilih.');
    expect(screen.getByRole('alert').parentElement?.className).toBe('md:col-span-2');
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
  });
});
