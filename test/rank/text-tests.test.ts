import { afterEach, describe, expect, it } from 'vitest';
import { Repository } from '../../src/index.js';
import { cleanupTemporaries, copyFixture } from '../helpers.js';

afterEach(cleanupTemporaries);

// fixtures/rank-shell is a shell project laid out as nvm is: one sourced script of functions
// (tool.sh) and an installer, and twenty-two extensionless test scripts named by the function
// they test (`tool_ls_remote`) or by a sentence (`Running "tool use" should …`).
async function open(): Promise<Repository> {
  const repo = Repository.open(copyFixture('rank-shell'));
  await repo.update({ threads: 1 });
  return repo;
}

describe('a text alone in a shell project whose tests are extensionless scripts', () => {
  it("counts the extensionless scripts as bash, so the project's own .sh files are no assets and lead its tests", async () => {
    const repo = await open();
    const query = 'Fix: bypass an aliased curl when downloading';
    const order = repo.rank({ query }, { history: null }).map((file) => file.path);
    const noAssetRule = repo.rank({ query }, { history: null, textAssetFactor: 1 }).map((file) => file.path);
    repo.close();
    // Twenty-two scripts of bash and two .sh files: bash is the project's own kind of code.
    expect(order).toEqual(noAssetRule);
    expect(order[0]).toBe('tool.sh');
    expect(order.indexOf('tool.sh')).toBeLessThan(order.indexOf('test/fast/Unit tests/tool_download and curl helpers bypass an aliased curl'));
  });
});
