// Run after `npm install` changes the lock: `node scripts/lock-platform-bindings.mjs` (idempotent).
// The registry here lacks unrs-resolver's bindings for other platforms; npm left them out of the lock,
// and `npm ci` then refuses the lock. Record them as the optional, platform-bound packages they are
// (npm skips them on linux without fetching).
import fs from 'node:fs';
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const version = lock.packages['node_modules/unrs-resolver'].optionalDependencies;
const platform = {
  'android-arm-eabi': ['android', 'arm'],
  'android-arm64': ['android', 'arm64'],
  'darwin-arm64': ['darwin', 'arm64'],
  'darwin-x64': ['darwin', 'x64'],
  'freebsd-x64': ['freebsd', 'x64'],
  'linux-arm-gnueabihf': ['linux', 'arm', 'glibc'],
  'linux-arm-musleabihf': ['linux', 'arm', 'musl'],
  'linux-loong64-gnu': ['linux', 'loong64', 'glibc'],
  'linux-loong64-musl': ['linux', 'loong64', 'musl'],
  'linux-ppc64-gnu': ['linux', 'ppc64', 'glibc'],
  'linux-riscv64-gnu': ['linux', 'riscv64', 'glibc'],
  'linux-riscv64-musl': ['linux', 'riscv64', 'musl'],
  'linux-s390x-gnu': ['linux', 's390x', 'glibc'],
  'openharmony-arm64': ['openharmony', 'arm64'],
  'win32-arm64-msvc': ['win32', 'arm64'],
  'win32-ia32-msvc': ['win32', 'ia32'],
  'win32-x64-msvc': ['win32', 'x64'],
};
let added = 0;
for (const [name, spec] of Object.entries(version)) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const [os, cpu, libc] = platform[name.replace('@unrs/resolver-binding-', '')];
  lock.packages[key] = { version: spec, cpu: [cpu], dev: true, ...(libc ? { libc: [libc] } : {}), license: 'MIT', optional: true, os: [os] };
  added += 1;
}
const [root, ...rest] = Object.keys(lock.packages);
lock.packages = Object.fromEntries([[root, lock.packages[root]], ...rest.sort().map((k) => [k, lock.packages[k]])]);
fs.writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
console.log('added', added);
