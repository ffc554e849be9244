// Debian's nginx in front of the run's processes, with the reference configuration (deploy/nginx/circles.conf):
// the same file, less its TLS lines and its HTTP→HTTPS redirect, with the run's processes as the upstream servers.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
export const referenceConfig = path.join(root, 'deploy/nginx/circles.conf');

/** The reference server blocks as plain HTTP on `port`, proxying to `upstreamPorts` on loopback. */
export function plainHttpConfig(reference: string, port: number, upstreamPorts: number[]) {
  const servers = upstreamPorts.map((p) => `  server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  const text = reference
    .replace(/ *# --- redirect: begin[\s\S]*?# --- redirect: end\n/, '')
    .replace(/ *# --- servers: begin[\s\S]*?# --- servers: end\n/, `${servers}\n`)
    .split('\n')
    .filter((line) => !line.trimEnd().endsWith('# tls'))
    .join('\n')
    .replace(/^( *server_name .*;)$/m, `$1\n  listen 127.0.0.1:${port};`);
  if (text.includes('ssl_certificate') || !text.includes(`listen 127.0.0.1:${port};`)) {
    throw new Error('deploy/nginx/circles.conf no longer has the markers lb-run relies on');
  }
  return text;
}

export function startNginx(
  workDir: string,
  port: number,
  upstreamPorts: number[],
  { workerConnections = 1024 } = {},
) {
  // The access log goes to the run's own directory (/var/log/nginx may not be writable here).
  const site = plainHttpConfig(fs.readFileSync(referenceConfig, 'utf8'), port, upstreamPorts).replaceAll(
    '/var/log/nginx/',
    `${workDir}/`,
  );
  fs.mkdirSync(path.join(workDir, 'tmp'), { recursive: true });
  fs.writeFileSync(path.join(workDir, 'circles.conf'), site);
  // As root, nginx's workers would drop to `nobody`, who cannot write the temporary directory made here.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  fs.writeFileSync(
    path.join(workDir, 'nginx.conf'),
    `${user}daemon off;\nworker_processes 1;\npid ${workDir}/nginx.pid;\nerror_log ${workDir}/error.log warn;\n` +
      `worker_rlimit_nofile ${2 * workerConnections};\n` +
      `events { worker_connections ${workerConnections}; }\nhttp {\n  access_log off;\n` +
      `  client_body_temp_path ${workDir}/tmp; proxy_temp_path ${workDir}/tmp;\n` +
      `  fastcgi_temp_path ${workDir}/tmp; uwsgi_temp_path ${workDir}/tmp; scgi_temp_path ${workDir}/tmp;\n` +
      `  include ${workDir}/circles.conf;\n}\n`,
  );
  const nginx: ChildProcess = spawn('nginx', ['-p', workDir, '-c', path.join(workDir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return nginx;
}
