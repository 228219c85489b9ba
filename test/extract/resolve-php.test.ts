import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createImportResolver, readResolverContext } from '../../src/extract/resolve/index.js';
import { cleanupTemporaries, temporaryDir } from '../helpers.js';

const FILES = [
  'src/Models/User.php',
  'src/Http/Controllers/UserController.php',
  'modules/Admin/Panel.php',
  'tests/Unit/UserTest.php',
  'vendor/acme/lib/src/Acme/Lib/Tool.php',
  'packages/shop/lib/Cart.php',
];

afterAll(cleanupTemporaries);

function repo(): string {
  const root = temporaryDir('repomap-php-');
  for (const f of FILES) {
    mkdirSync(dirname(join(root, f)), { recursive: true });
    writeFileSync(join(root, f), '<?php\n');
  }
  writeFileSync(
    join(root, 'composer.json'),
    JSON.stringify({
      autoload: { 'psr-4': { 'App\\': 'src/', 'App\\Admin\\': ['modules/Admin/'] } },
      'autoload-dev': { 'psr-4': { 'Tests\\': 'tests/' } },
    }),
  );
  writeFileSync(join(root, 'packages/shop/composer.json'), JSON.stringify({ autoload: { 'psr-4': { 'Shop\\': 'lib' } } }));
  return root;
}

describe('php import resolver', () => {
  const root = repo();
  const resolver = createImportResolver(FILES, readResolverContext(root, FILES));

  it('maps namespaces to directories through composer.json psr-4 (autoload and autoload-dev)', () => {
    expect(resolver.resolve('src/Http/Controllers/UserController.php', 'php', 'App\\Models\\User', ['User'])).toEqual(['src/Models/User.php']);
    expect(resolver.resolve('src/Models/User.php', 'php', 'App\\Http\\Controllers\\UserController', ['UserController'])).toEqual([
      'src/Http/Controllers/UserController.php',
    ]);
    expect(resolver.resolve('src/Models/User.php', 'php', 'Tests\\Unit\\UserTest', ['UserTest'])).toEqual(['tests/Unit/UserTest.php']);
  });

  it('prefers the longest prefix and reads nested composer.json files', () => {
    expect(resolver.resolve('src/Models/User.php', 'php', 'App\\Admin\\Panel', ['Panel'])).toEqual(['modules/Admin/Panel.php']);
    expect(resolver.resolve('src/Models/User.php', 'php', 'Shop\\Cart', ['Cart'])).toEqual(['packages/shop/lib/Cart.php']);
  });

  it('falls back to a path suffix and leaves unknown classes unresolved', () => {
    expect(resolver.resolve('src/Models/User.php', 'php', 'Acme\\Lib\\Tool', ['Tool'])).toEqual(['vendor/acme/lib/src/Acme/Lib/Tool.php']);
    expect(resolver.resolve('src/Models/User.php', 'php', 'Illuminate\\Support\\Str', ['Str'])).toEqual([]);
  });
});
