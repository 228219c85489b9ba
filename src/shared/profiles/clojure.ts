import type { LanguageProfile, PrivacyRule } from './types.js';

/** `(defn- f …)` and `(def ^:private x …)`. */
const privacy: PrivacyRule = (def) => /^\s*\((?:defn-|def\S*\s+\^:private)\s/.test(def.signature);

export const clojure: LanguageProfile = {
  extensions: ['.clj', '.cljs', '.cljc'],
  fence: 'clojure',
  comment: ';;',
  privacy,
  testFile: /^[^/]*_test\.clj[sc]?$/,
  facade: null,
};
