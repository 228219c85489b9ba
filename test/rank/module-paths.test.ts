import { describe, expect, it } from 'vitest';
import { filesOfModule } from '../../src/rank/module-paths.js';

const paths = [
  'sphinx/ext/autodoc/__init__.py',
  'sphinx/ext/autodoc/directive.py',
  'sphinx/ext/napoleon.py',
  'src/_pytest/python.py',
  'src/main/java/com/acme/billing/Invoice.java',
  'python.py',
];
const named = (dotted: string): string[] => filesOfModule(paths, dotted).map((index) => paths[index]!);

describe('dotted module names', () => {
  it('name the file or package entry of the longest prefix that is a module', () => {
    expect(named('sphinx.ext.autodoc')).toEqual(['sphinx/ext/autodoc/__init__.py']);
    expect(named('sphinx.ext.autodoc.ClassDocumenter')).toEqual(['sphinx/ext/autodoc/__init__.py']);
    expect(named('sphinx.ext.autodoc.directive')).toEqual(['sphinx/ext/autodoc/directive.py']);
    expect(named('sphinx.ext.napoleon.Config')).toEqual(['sphinx/ext/napoleon.py']);
    expect(named('_pytest.python')).toEqual(['src/_pytest/python.py']);
    expect(named('com.acme.billing.Invoice.applyTax')).toEqual(['src/main/java/com/acme/billing/Invoice.java']);
  });

  it('name nothing for one part, a partial segment or a module the tree lacks', () => {
    expect(named('python')).toEqual([]);
    expect(named('test.python')).toEqual([]);
    expect(named('os.path.join')).toEqual([]);
    expect(named('sphinx.')).toEqual([]);
  });
});
