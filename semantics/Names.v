(* Binary literals for the names of a certificate's program steps.

   A nat literal n is n nested successors, so a certificate whose programs
   name thousands of values (the YOCO plan: 3,367 PM steps, names up to
   3,600) states them in tens of millions of term nodes: elaborating that
   statement alone took over 6 GiB and minutes. Written
   [nat_of_bin 3551%bin], a name is a binary [N] of a dozen nodes and
   still a [nat] (MathComp's [nat_of_bin], so it converts to the unary
   literal by computation where a proof compares them). Nothing here is an
   assumption: only a parsing scope.

   BinNat is required, not imported: importing it rebinds MathComp's [%N]
   (nat_scope) to N_scope. *)
From Coq Require BinNat.
From mathcomp Require Import ssreflect ssrnat.

Declare Scope bin_name_scope.
Delimit Scope bin_name_scope with bin.
Number Notation BinNums.N BinNat.N.of_num_uint BinNat.N.to_num_uint : bin_name_scope.

Lemma nat_of_bin_name : nat_of_bin 3551%bin = 3551.
Proof. by []. Qed.
