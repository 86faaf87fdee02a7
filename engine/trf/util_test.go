package trf

import "fmt"

func fmtPlayers(a, b Player) string { return fmt.Sprintf("player\n%+v\n%+v", a, b) }
func fmtAny(a, b any) string        { return fmt.Sprintf("\n%+v\n%+v", a, b) }

func equalPlayer(a, b Player) bool { return fmt.Sprintf("%+v", a) == fmt.Sprintf("%+v", b) }
