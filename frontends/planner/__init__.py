"""The built-in planner: model builders (SM training steps) and
parallelization passes (PM programs, bindings, observables) driven by a
parallel configuration file. Untrusted: the prover judges what it emits."""
