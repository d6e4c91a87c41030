From Coq Require Import ZArith.
From TVC Require Import Slow.
Theorem ob_quick : slow_value 2000 = 349862%Z.
Proof. vm_compute. reflexivity. Qed.
