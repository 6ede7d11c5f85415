// Child-process entry of the editors' load: takes the plan from its parent,
// runs bench/lib/editors.ts with it, sends when the editing starts and ends
// (with this process's CPU over the editing, the clients' own cost), then the
// outcome (or the error that ended it). A process of its own, so the parent's
// CPU figures are Vitae's alone.
import { type EditorsPlan, runEditors } from './editors';

function send(message: object) {
  process.send?.(message);
}

process.once('message', (plan: EditorsPlan) => {
  let cpuBefore = process.cpuUsage();
  runEditors(plan, (phase) => {
    if (phase === 'editing') {
      cpuBefore = process.cpuUsage();
      send({ phase });
    } else {
      const cpu = process.cpuUsage(cpuBefore);
      send({ phase, cpuMicros: cpu.user + cpu.system });
    }
  }).then(
    (outcome) => send({ outcome }),
    (error: unknown) =>
      send({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
