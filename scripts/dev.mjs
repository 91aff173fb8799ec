// `npm run dev`: the API with reload and the Vite dev server (which proxies /v1 to the API), together.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@claims/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@claims/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
