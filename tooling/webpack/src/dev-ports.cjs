// @ts-check
/**
 * Where `pnpm dev` runs each app: the standard ports, each movable with an environment variable
 * (two checkouts, or a check beside a developer's own `pnpm dev`, then do not collide). The shell's
 * dev server announces the remotes at these ports, and each remote's page code, running on the
 * shell's origin, reaches its own dev server's socket through them.
 */

/**
 * @param {string} variable
 * @param {number} standard
 */
function portFrom(variable, standard) {
  const value = process.env[variable];
  if (value === undefined || value === '') return standard;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${variable} must be a port number (1–65535), not "${value}"`);
  }
  return port;
}

const DEV_PORTS = {
  shell: portFrom('SHELL_DEV_PORT', 3000),
  storefront: portFrom('STOREFRONT_DEV_PORT', 3001),
  backoffice: portFrom('BACKOFFICE_DEV_PORT', 3002),
};

/** The API the dev servers forward `/api` and `/uploads` to (`pnpm dev` starts it on :4444). */
const API_URL = process.env.API_URL || 'http://127.0.0.1:4444';

module.exports = { DEV_PORTS, API_URL };
