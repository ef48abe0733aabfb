import { fuzzEveryOperation } from '../fuzz/suite.ts';

/** Schema-driven fuzzing, shard 2 of 2 (test/fuzz/suite.ts). */
await fuzzEveryOperation(1, 2);
