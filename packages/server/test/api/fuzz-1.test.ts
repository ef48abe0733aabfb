import { fuzzEveryOperation } from '../fuzz/suite.ts';

/** Schema-driven fuzzing, shard 1 of 2 (test/fuzz/suite.ts). */
await fuzzEveryOperation(0, 2);
