/**
 * nginx with the shipped configuration (deploy/nginx/unitly.conf) in front of a production server:
 * the file as shipped, with only the upstream's port, the certificate and the cache's directory
 * moved into a temporary directory, inside a minimal main configuration of its own.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run, waitFor, type Running } from './processes';

const SHIPPED_NGINX = 'deploy/nginx/unitly.conf';

export interface Nginx {
  readonly dir: string;
  readonly cert: string;
  stop(): Promise<void>;
}

function replaceOnce(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`${SHIPPED_NGINX} no longer holds ${from}`);
  return text.replaceAll(from, to);
}

export async function startNginx(appPort: number): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'unitly-nginx-'));
  // nginx's workers (not root) keep the cache and buffers under it.
  chmodSync(dir, 0o755);
  const cert = join(dir, 'localhost.crt');
  const key = join(dir, 'localhost.key');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-keyout', key, '-out', cert, '-subj', '/CN=localhost'].concat([
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ]),
    { stdio: 'ignore' },
  );
  let site = readFileSync(SHIPPED_NGINX, 'utf8');
  site = replaceOnce(site, 'server 127.0.0.1:3000;', `server 127.0.0.1:${appPort};`);
  site = replaceOnce(site, '/etc/nginx/unitly/localhost.crt', cert);
  site = replaceOnce(site, '/etc/nginx/unitly/localhost.key', key);
  site = replaceOnce(site, '/var/cache/nginx/unitly', join(dir, 'cache'));
  writeFileSync(join(dir, 'unitly.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
error_log ${dir}/error.log;
pid ${dir}/nginx.pid;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/unitly.conf;
}
`,
  );
  const nginx: Running = run('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;']);
  await waitFor(() => existsSync(join(dir, 'nginx.pid')) || nginx.child.exitCode !== null, 'nginx', 15_000);
  if (nginx.child.exitCode !== null) throw new Error(`nginx did not start: ${nginx.output()}`);
  return {
    dir,
    cert,
    async stop() {
      await nginx.stop('SIGQUIT');
    },
  };
}
