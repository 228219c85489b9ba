import type { LanguageCase } from './types.js';

/** Statements that only occur in bodies. */
const BODY = /\breturn\b|\$this->|Ledger::|new Receipt|\{|\}/;

export const php: LanguageCase = {
  language: 'php',
  dir: 'php/src/Billing',
  files: [
    {
      file: 'Gateway.php',
      finds: 'namespaces, interfaces, traits, enums and cases, classes, methods, properties, constants and functions',
      definitions: [
        ['module', 'Acme\\Billing', 5, 'namespace Acme\\Billing;'],
        ['constant', 'API_VERSION', 11, "const API_VERSION = '2024-01';"],
        ['interface', 'Chargeable', 13, 'interface Chargeable extends Payable'],
        ['method', 'Chargeable.charge', 15, '    public function charge(int $cents): Receipt;'],
        ['trait', 'LogsCharges', 18, 'trait LogsCharges'],
        ['field', 'LogsCharges.logger', 20, '    protected ?Logger $logger = null;'],
        ['method', 'LogsCharges.logCharge', 22, '    public function logCharge(string $message): void'],
        ['enum', 'ChargeStatus', 28, 'enum ChargeStatus: string'],
        ['constant', 'ChargeStatus.Pending', 30, "    case Pending = 'pending';"],
        ['constant', 'ChargeStatus.Settled', 31, "    case Settled = 'settled';"],
        ['method', 'ChargeStatus.label', 33, '    public function label(): string'],
        ['class', 'Gateway', 39, 'abstract class Gateway extends BaseGateway implements Chargeable, \\Countable'],
        // one declaration, two constants (and two properties below)
        ['constant', 'Gateway.FEE_CENTS', 43, '    public const FEE_CENTS = 30, MAX_RETRIES = 3;'],
        ['constant', 'Gateway.MAX_RETRIES', 43, '    public const FEE_CENTS = 30, MAX_RETRIES = 3;'],
        ['field', 'Gateway.clients', 44, '    private static array $clients = [], $endpoints;'],
        ['field', 'Gateway.endpoints', 44, '    private static array $clients = [], $endpoints;'],
        ['method', 'Gateway.__construct', 46, '    public function __construct(private HttpClient $http)'],
        ['method', 'Gateway.charge', 50, '    public function charge(\n        int $cents\n    ): Receipt'],
        ['method', 'Gateway.name', 59, '    abstract protected function name(): string;'],
        ['function', 'invoice_for', 62, 'function invoice_for(Customer $customer): ?BillableInvoice'],
      ],
      locals: ['receipt', 'e'],
      endLines: { 'Gateway.charge': 57, Gateway: 60 },
      body: { pattern: BODY },
      referenceKinds: {
        Payable: ['inheritance'],
        BaseGateway: ['inheritance'],
        Chargeable: ['inheritance'],
        Countable: ['inheritance'],
        LogsCharges: ['inheritance'],
        Receipt: ['new', 'type'],
        Ledger: ['type'],
        record: ['call'],
        post: ['call'],
        info: ['call'], // $this->logger?->info(...)
        ucfirst: ['call'],
        HttpClient: ['type'],
        Customer: ['type'],
        BillableInvoice: ['type'],
        NotFound: ['type'],
      },
      imports: [
        { specifier: 'Acme\\Contracts\\Payable', names: ['Payable'], line: 7 },
        { specifier: 'Acme\\Models\\Customer', names: ['Customer'], line: 8 },
        { specifier: 'Acme\\Models\\Invoice', names: ['Invoice'], line: 8 },
      ],
    },
  ],
};
