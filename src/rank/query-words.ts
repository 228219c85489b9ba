// The word lists by which free text is read as prose or code (query-terms.ts).
import { LANGUAGE_EXTENSIONS } from '../shared/languages.js';

// English stop words (plus a few chat fillers) for `words`.
export const STOP_WORDS = new Set(
  (
    'a about above after again against all almost also although always am among an and another any anybody anyone ' +
    'anything anyway anywhere are aren around as at be became because become been before being below between both ' +
    'but by can cannot can\'t could couldn did didn do does doesn doing don done down during each either else ' +
    'enough etc even ever every everyone everything few for from further get gets getting got had hadn has hasn have ' +
    'haven having he her here hers herself him himself his how however i if in instead into is isn it its itself ' +
    'just least less let like likely made make makes many may maybe me might mine more most mostly much must my ' +
    'myself neither never nevertheless no nobody none nor not nothing now of off often on once one only onto or ' +
    'other others otherwise our ours ourselves out over own per perhaps please quite rather really same see seem ' +
    'seems several shall she should shouldn since so some somebody someone something sometimes somewhat still such ' +
    'than thank thanks that the their theirs them themselves then there therefore these they thing things this ' +
    'those though through thus to together too toward towards under unless until up upon us use used using very via ' +
    'was wasn way we well were weren what whatever when whenever where whereas wherever whether which while who ' +
    'whoever whole whom whose why will with within without won would wouldn yes yet you your yours yourself ' +
    'yourselves'
  ).split(' '),
);

// Words that are calls only in appearance: `if (x)`, `for(;;)`.
export const KEYWORDS = new Set(
  'if else for foreach while do switch case catch return function fn def typeof sizeof await new in of not and or assert'.split(
    ' ',
  ),
);

// Parts of qualified names that say nothing about where to look.
export const NOISE_PARTS = new Set(['this', 'self', 'cls', 'super']);

// Product names shaped like identifiers.
export const BRAND_NAMES = new Set(
  (
    'JavaScript TypeScript CoffeeScript GitHub GitLab BitBucket macOS iOS iPadOS iPhone iPad PostgreSQL MySQL MongoDB ' +
    'SQLite OAuth NodeJS VSCode IntelliJ PyCharm WebStorm YouTube LinkedIn PowerShell OpenAI ChatGPT DevTools WebAssembly'
  ).split(' '),
);

// Capitalized words of code that name no definition of the repository.
export const CODE_BUILTINS = new Set(
  'None True False Null Nil Self Some Ok Err Option Result Vec Box String Number Boolean Object Array Promise Map Set Date Math JSON Error Exception Traceback Note TODO FIXME'.split(
    ' ',
  ),
);

// Top-level domains: `example.com` is not a qualified name.
export const DOMAIN_SUFFIXES = new Set(['com', 'org', 'net', 'edu', 'gov', 'io']);

/** The extensions of a file name in task text: every language's (shared/languages.ts), and other text files'. */
export const SOURCE_EXTENSIONS = new Set([
  ...Object.values(LANGUAGE_EXTENSIONS).flatMap((extensions) => extensions.map((extension) => extension.slice(1))),
  ...(
    'pyx fs fsx zsh fish ps1 erl hrl hs mli clj cljs jl astro sql proto graphql gql json jsonc json5 yaml yml toml ini cfg ' +
    'conf md mdx rst txt html htm css scss sass less xml gradle cmake tf nim pl pm scm elm groovy ipynb lock'
  ).split(' '),
]);

export const EXTENSIONLESS_FILES = new Set([
  'Dockerfile',
  'Makefile',
  'Gemfile',
  'Rakefile',
  'Procfile',
  'Jenkinsfile',
  'Vagrantfile',
  'Containerfile',
]);
