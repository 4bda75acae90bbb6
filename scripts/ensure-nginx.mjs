// `npm run serve:prod` and the nginx tests run Debian's nginx. Install it when missing and we
// are root.
import {ensureDebianPackage, ensureOrExit} from './lib/debian-package.mjs';

export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export function ensureNginx() {
  ensureDebianPackage({
    program: nginxPath,
    packages: ['nginx'],
    purpose: 'serving the built site',
    pathVariable: 'NGINX_PATH',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureOrExit(ensureNginx);
