(* tests/cluster: an iteration that takes seconds under vm_compute. *)
From Coq Require Import ZArith.
Definition step (z : Z) : Z := (z * 3 + 1) mod 1000003.
Definition slow_value (n : positive) : Z := Pos.iter step 1%Z n.
