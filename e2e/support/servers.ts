import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { e2eServers } from '../../playwright.config';
// @ts-expect-error plain JavaScript build script without types
import { buildServer } from '../../scripts/build-server.mjs';

/**
 * Playwright's global setup: the browser tests' servers (two per worker, see playwright.config.ts) from
 * one build, all started at once. Playwright's `webServer` entries start one after another and each
 * compiled its own copy: with four workers the eight servers took about a minute before the first test
 * (14 s each at load 8, measured) for what takes one build and one start side by side.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const servers = e2eServers(config.workers);
  const taken = (await Promise.all(servers.map(async (s) => ((await portInUse(s.port)) ? s.port : 0)))).filter(Boolean);
  if (taken.length > 0) throw new Error(`Port ${taken.join(', ')} sudah dipakai: hentikan prosesnya atau pakai E2E_PORT lain.`);

  // Inside the repository, so that the bundle finds node_modules; one folder per first port.
  const build = path.resolve('node_modules/.cache', `asesmen-e2e-${servers[0]!.port}`);
  await (buildServer as (outdir: string) => Promise<void>)(build);

  // The pages axe has checked in this run, shared by the workers (cekAxe in helpers.ts); the workers
  // inherit the environment set here.
  const axe = fs.mkdtempSync(path.join(os.tmpdir(), 'asesmen-e2e-axe-'));
  process.env.E2E_AXE_DIR = axe;

  const running: { port: number; child: ChildProcess; exited: Promise<unknown> }[] = [];
  const stop = async () => {
    for (const { child } of running) child.kill('SIGTERM');
    // SIGTERM lets a server store its clock and close its database (D16); a stuck one is killed after 10 s.
    await Promise.all(
      running.map(({ child, exited }) => Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))])),
    );
    fs.rmSync(build, { recursive: true, force: true });
    fs.rmSync(axe, { recursive: true, force: true });
  };
  try {
    for (const server of servers) {
      fs.rmSync(server.env.DATA_DIR!, { recursive: true, force: true });
      const child = spawn(process.execPath, [path.join(build, 'main.js')], {
        env: { ...process.env, ...server.env },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child.stderr!.on('data', (d: Buffer) => process.stderr.write(`[server ${server.port}] ${d.toString()}`));
      const exited = new Promise((resolve) => child.on('exit', resolve));
      running.push({ port: server.port, child, exited });
    }
    await Promise.all(running.map(({ port, exited }) => siap(port, exited)));
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/** Waits until the server answers /api/health (2 minutes, as the webServer entries allowed). */
async function siap(port: number, exited: Promise<unknown>): Promise<void> {
  let mati = false;
  void exited.then(() => (mati = true));
  const batas = Date.now() + 120_000;
  while (Date.now() < batas) {
    if (mati) throw new Error(`Server e2e di port ${port} berhenti sebelum siap (lihat keluarannya di atas).`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`Server e2e di port ${port} tidak siap dalam 120 detik.`);
}

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
