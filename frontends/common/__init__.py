"""What every frontend shares: the plan writer (plan_writer.py), the one way a
frontend turns its model into a Plan proto. Untrusted like the frontends: the
prover decides."""
