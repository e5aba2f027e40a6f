// CI's guard after its `npm install` fallback (.ci/run): the install may add or drop other platforms'
// optional binaries in package-lock.json, depending on which platforms the registry mirror knows, but it
// must not change the version of any package both locks list. Exit 1, naming them, when it did.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const committed = JSON.parse(
  execFileSync('git', ['show', 'HEAD:package-lock.json'], { encoding: 'utf8' }),
).packages;
const installed = JSON.parse(readFileSync('package-lock.json', 'utf8')).packages;

const changed = Object.keys(committed).filter(
  (path) => path in installed && committed[path].version !== installed[path].version,
);
const dropped = Object.keys(committed).filter((path) => !(path in installed) && !committed[path].optional);
for (const path of changed)
  console.error(`changed: ${path} ${committed[path].version} -> ${installed[path].version}`);
for (const path of dropped) console.error(`dropped: ${path} (not optional)`);
if (changed.length > 0 || dropped.length > 0) {
  console.error('npm install changed locked versions: CI must test the versions in package-lock.json');
  process.exit(1);
}
console.log('npm install kept every locked version (only optional platform binaries may differ)');
