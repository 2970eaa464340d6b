import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The project's root, where benches start their servers. */
export const root = fileURLToPath(new URL('../..', import.meta.url));

/** Every process a bench started, to stop at its end. */
export const children: ChildProcess[] = [];

/** Starts a process from the project's root; its stderr shows in the bench's. */
export function start(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}

/** Resolves once `url` answers 2xx; gives up after two minutes. */
export async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`nothing answered ${url} in 2 minutes`);
}
