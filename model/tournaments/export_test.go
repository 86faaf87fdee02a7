package tournaments

// SetAfterPairingComputed lets model_test run code between computing a
// Swiss pairing and writing it.
func SetAfterPairingComputed(f func()) { afterPairingComputed = f }
