From mathcomp Require Import ssreflect ssrnat seq.
From TV Require Import Tensor.
Theorem ob_teq : forall s (A B : seq nat -> nat), teq s A B -> teq s B A.
Proof. exact: teq_sym. Qed.
