"""TrainVerify's labelled real-model suite (suite/README.md)."""
