import type { LanguageCase } from './types.js';

export const solidity: LanguageCase = {
  language: 'solidity',
  dir: 'solidity/contracts',
  files: [
    {
      file: 'token/Vault.sol',
      finds: 'contracts, libraries, structs, enums, events, errors, modifiers, constructors, state variables and constants',
      definitions: [
        ['type', 'ShareId', 8, "type ShareId is uint256;"],
        ['constant', 'MAX_SHARES', 10, "uint256 constant MAX_SHARES = 1e24;"],
        ['type', 'VaultLocked', 12, "error VaultLocked(address caller);"],
        ['module', 'Accounting', 14, "library Accounting"],
        ['struct', 'Accounting.Ledger', 15, "    struct Ledger"],
        ['field', 'Accounting.Ledger.assets', 16, "        uint256 assets;"],
        ['field', 'Accounting.Ledger.shares', 17, "        uint256 shares;"],
        ['method', 'Accounting.toShares', 20, "    function toShares(Ledger storage ledger, uint256 assets) internal view returns (uint256)"],
        ['class', 'Vault', 25, "contract Vault is IVault, Ownable"],
        ['enum', 'Vault.Status', 28, "    enum Status"],
        ['type', 'Vault.Deposited', 33, "    event Deposited(address indexed owner, uint256 assets);"],
        ['type', 'Vault.NotOwner', 35, "    error NotOwner(address who);"],
        ['constant', 'Vault.FEE_BPS', 37, "    uint256 public constant FEE_BPS = 30;"],
        ['field', 'Vault._ledger', 38, "    Accounting.Ledger private _ledger;"],
        ['field', 'Vault.balances', 39, "    mapping(address => uint256) public balances;"],
        ['field', 'Vault.status', 40, "    Status public status;"],
        ['method', 'Vault.whenOpen', 42, "    modifier whenOpen()"],
        ['method', 'Vault.constructor', 47, "    constructor(address owner_) Ownable(owner_)"],
        ['method', 'Vault.deposit', 51, "    function deposit(\n        uint256 assets,\n        address receiver\n    ) external override whenOpen returns (uint256 shares)"],
        ['method', 'Vault.spawn', 60, "    function spawn() external returns (Vault)"],
        ['method', 'Vault.receive', 64, "    receive() external payable"],
        ['method', 'Vault.fallback', 66, "    fallback() external"],
      ],
      locals: ['owner_', 'receiver', 'ledger'],
      body: { pattern: /\breturn\b|\bemit\b|balances\[|status = / },
      referenced: {
        call: ['mulDiv', 'toShares', 'Deposited', 'VaultLocked', 'whenOpen', 'Ownable'],
        new: ['Vault'],
        inheritance: ['IVault', 'Ownable'],
        type: ['Ledger', 'Accounting', 'Status'],
      },
      imports: [
        { specifier: '../interfaces/IVault.sol', names: [], line: 4 },
        { specifier: '../utils/Math.sol', names: ['Math', 'SafeCast'], line: 5 },
        { specifier: '@acme/contracts/access/Ownable.sol', names: [], line: 6 },
      ],
    },
    {
      file: 'interfaces/IVault.sol',
      finds: 'an interface and its bodyless function',
      definitions: [
        ['interface', 'IVault', 4, "interface IVault"],
        ['method', 'IVault.deposit', 5, "    function deposit(uint256 assets, address receiver) external returns (uint256);"],
      ],
    },
  ],
};
