import { afterEach, describe, expect, it } from 'vitest';
import { Repository } from '../../src/index.js';
import { defaultFusionParams, fusedOrder, signalCase } from '../../src/rank/fit.js';
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

  it('puts the source before a test whose sentence of a name the text shares, and before the test of a function it names', async () => {
    const repo = await open();
    const order = (query: string, textSupportingFactor?: number): string[] =>
      repo.rank({ query }, { history: null, ...(textSupportingFactor === undefined ? {} : { textSupportingFactor }) }).map((file) => file.path);
    const sentence = 'tool use should fail when the version is not installed';
    const sentenceTest = 'test/fast/Running "tool use" with a version that is not installed should fail';
    const scattered = order(sentence);
    // scored as a path-seeded task scores tests (× 0.5), the test's name outweighs the code
    const asForPaths = order(sentence, 0.5);
    const named = order('`tool_ls_remote` lists nothing when the mirror is down');
    repo.close();
    expect(asForPaths[0]).toBe(sentenceTest);
    expect(scattered[0]).toBe('tool.sh');
    expect(scattered[1]).toBe(sentenceTest);
    // `tool_ls_remote` is a function of tool.sh and the whole name of its test: the code first,
    // then the test the text names, above a sentence-named test of the same command
    expect(named[0]).toBe('tool.sh');
    expect(named[1]).toBe('test/fast/Unit tests/tool_ls_remote');
    expect(named.indexOf('test/fast/Unit tests/tool_ls_remote')).toBeLessThan(named.indexOf('test/fast/Running "tool ls-remote" should list the remote versions'));
  });

  it('keeps a test the text names by path first', async () => {
    const repo = await open();
    const order = repo.rank({ query: 'the check in test/install_script/tool_detect_profile fails on zsh' }, { history: null });
    repo.close();
    expect(order[0]).toMatchObject({ path: 'test/install_script/tool_detect_profile', reason: 'mentioned' });
    expect(order[1]!.path).toBe('install.sh');
  });

  it('leaves a task with a seed path as it was', async () => {
    const repo = await open();
    const request = { paths: ['install.sh'], query: 'tool use should fail when the version is not installed' };
    const scores = (textSupportingFactor: number) => repo.rank(request, { history: null, textSupportingFactor }).map((file) => [file.path, file.score]);
    const low = scores(0.1);
    const high = scores(0.5);
    repo.close();
    expect(low).toEqual(high);
  });

  it("records a text's fusion so that the fit replays the order the live ranking gives", async () => {
    const repo = await open();
    for (const query of ['tool use should fail when the version is not installed', '`tool_ls_remote` lists nothing when the mirror is down', 'Fix: bypass an aliased curl when downloading']) {
      const live = repo
        .rank({ query }, { history: null, tuned: false })
        .filter((file) => file.score > 0)
        .map((file) => file.path);
      const signals = repo.ranking({ query }, { history: null, tuned: false }).signals!;
      const recorded = signalCase(signals.lists, signals, []);
      expect(fusedOrder(recorded, defaultFusionParams(true))).toEqual(live);
    }
    repo.close();
  });
});
