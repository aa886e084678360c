// Preloaded into the server by the runner when BENCH_PROFILE=DIR is set (node --import). The runner sends
// { profile: 'start' } just before a measured round and { profile: 'stop', file } right after it, so the
// .cpuprofile holds the measured load only (not start-up, preparation or the ceiling's turn).
// Open it in Chrome DevTools (Performance > Load profile) or https://www.speedscope.app.
import { Session } from 'node:inspector/promises';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 500 });

process.on('message', async (message) => {
  if (!message?.profile) return;
  try {
    if (message.profile === 'start') await session.post('Profiler.start');
    if (message.profile === 'stop') {
      const { profile } = await session.post('Profiler.stop');
      mkdirSync(path.dirname(message.file), { recursive: true });
      writeFileSync(message.file, JSON.stringify(profile));
    }
    process.send({ profile: message.profile });
  } catch (error) {
    process.send({ profile: message.profile, error: String(error) });
  }
});
// The IPC channel must not keep the server alive on its own.
process.channel?.unref();
