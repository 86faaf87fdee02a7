package ratings

import "slices"

func slicesSortFunc[T any](s []T, cmp func(a, b T) int) { slices.SortFunc(s, cmp) }
