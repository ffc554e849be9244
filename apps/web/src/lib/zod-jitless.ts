// Zod probes `new Function` once to compile fast object parsers; our CSP forbids eval, so the probe is reported
// as a violation (Lighthouse best practices, the console). `jitless` skips it. Zod reads its settings from this
// global when it loads, which on the web is later, with the first page that validates a form: no zod import here,
// so the entry stays free of zod.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };
const holder = globalThis as ZodGlobal;
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
