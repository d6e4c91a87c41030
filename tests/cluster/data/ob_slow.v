From Coq Require Import ZArith.
From TVC Require Import Slow.
Theorem ob_slow : slow_value 100000 = 198645%Z.
Proof. vm_compute. reflexivity. Qed.
