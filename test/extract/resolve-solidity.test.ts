import { describe, expect, it } from 'vitest';
import { createImportResolver } from '../../src/extract/resolve/index.js';

describe('Solidity imports', () => {
  const r = createImportResolver([
    'contracts/token/ERC20/ERC20.sol',
    'contracts/token/ERC20/IERC20.sol',
    'contracts/utils/Context.sol',
    'contracts/mocks/Context.sol',
    'test/Vault.t.sol',
    'lib/forge-std/src/Test.sol',
  ]);

  it('resolves relative paths against the importing file', () => {
    expect(r.resolve('contracts/token/ERC20/ERC20.sol', 'solidity', './IERC20.sol', [])).toEqual(['contracts/token/ERC20/IERC20.sol']);
    expect(r.resolve('contracts/token/ERC20/ERC20.sol', 'solidity', '../../utils/Context.sol', ['Context'])).toEqual(['contracts/utils/Context.sol']);
    expect(r.resolve('contracts/token/ERC20/ERC20.sol', 'solidity', './Missing.sol', [])).toEqual([]);
  });

  it('resolves a remapped package path by its suffix inside the tree', () => {
    expect(r.resolve('test/Vault.t.sol', 'solidity', '@openzeppelin/contracts/token/ERC20/IERC20.sol', [])).toEqual([
      'contracts/token/ERC20/IERC20.sol',
    ]);
    expect(r.resolve('test/Vault.t.sol', 'solidity', 'contracts/utils/Context.sol', [])).toEqual(['contracts/utils/Context.sol']);
    expect(r.resolve('test/Vault.t.sol', 'solidity', 'forge-std/Test.sol', [])).toEqual(['lib/forge-std/src/Test.sol']);
  });

  it('leaves an ambiguous bare file name and an outside package unresolved', () => {
    expect(r.resolve('test/Vault.t.sol', 'solidity', 'pkg/Context.sol', [])).toEqual([]);
    expect(r.resolve('test/Vault.t.sol', 'solidity', '@uniswap/v3-core/contracts/Pool.sol', [])).toEqual([]);
  });
});
