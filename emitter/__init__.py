"""TrainVerify proof compiler (Python side): plan IO, validation, exact evaluation."""
