import { spawn } from 'node:child_process';
import type { Command } from 'commander';
import { onInterrupt } from '../interrupt.js';

interface ServeFlags {
  watch?: boolean;
  port: string;
  host: string;
  open?: boolean;
}

/** Opens a URL in the default browser, if the machine has one (no error when it has not). */
function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  spawn(command, [url], { stdio: 'ignore', detached: true })
    .on('error', () => {})
    .unref();
}

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('build the site and serve it; with --watch, rebuild on every change and reload open pages')
    .argument('[root]', 'the site folder (holding docsgen.config.*)', '.')
    .option('--watch', 'rebuild on changes and reload open pages')
    .option('--port <n>', 'port to listen on', '3000')
    .option('--host <addr>', 'address to bind (127.0.0.1: only this machine)', '127.0.0.1')
    .option('--open', 'open the site in the browser')
    .action(async (root: string, flags: ServeFlags) => {
      const port = Number(flags.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        process.stderr.write(`--port must be a number from 0 to 65535, got ${flags.port}\n`);
        process.exitCode = 2;
        return;
      }
      const [{ startDevServer }, { ListenError }] = await Promise.all([import('../../build/server/devServer.js'), import('../../build/server/listen.js')]);
      const started = performance.now();
      let server: Awaited<ReturnType<typeof startDevServer>>;
      try {
        server = await startDevServer({
          root,
          port,
          host: flags.host,
          watch: flags.watch === true,
          log: (line) => process.stdout.write(`${line}\n`),
        });
      } catch (cause) {
        if (!(cause instanceof ListenError)) throw cause;
        process.stderr.write(`${cause.message}\n`);
        process.exitCode = 2;
        return;
      }
      process.stdout.write(`Serving ${server.url}/ (ready in ${Math.round(performance.now() - started)} ms)${flags.watch ? ', watching for changes' : ''}\n`);
      if (flags.open) openBrowser(`${server.url}/`);
      const stop = () => {
        void server.close().then(() => process.exit(0));
      };
      onInterrupt(stop);
    });
}
