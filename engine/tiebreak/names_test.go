package tiebreak

import "testing"

// TestFromRegulation reads the phrases of the seed regulations (Academy
// 2010, Ukrainian championship 2003, Moscow 2010) and of the brief §2.
func TestFromRegulation(t *testing.T) {
	for text, want := range map[string]string{
		"система Бухгольца":                                "BH",
		"за системою коефіцієнтів Бухгольця":               "BH",
		"Скорочений коефіцієнт Бухгольця 1":                "BH-C1",
		"усечённый Бухгольц":                               "BH-C1",
		"Бухгольц без худшего результата":                  "BH-C1",
		"медианный Бухгольц":                               "BH-M1",
		"усереднений коефіцієнт Бухгольца":                 "BH-M1",
		"за системою прогресуючих коефіцієнтів":            "PS",
		"за скороченою системою прогресуючих коефіцієнтів": "PS-C1",
		"по коэффициенту прогресса":                        "PS",
		"по нарастающему итогу":                            "PS",
		"за результатом особистої зустрічі":                "DE",
		"по результатам личных встреч":                     "DE",
		"кількість перемог":                                "WIN",
		"за кількістю перемог":                             "WIN",
		"по большему числу побед":                          "WIN",
		"кількість виграних партій":                        "WON",
		"число выигранных партий":                          "WON",
		"по лучшему коэффициенту Бергера":                  "SB",
		"коэффициенту Зоннеборна-Бергера":                  "SB",
		"кількість партій, зіграних чорними":               "BPG",
		"кількість перемог чорними":                        "BWG",
		"середній рейтинг суперників":                      "ARO",
		"турнірний перформанс":                             "TPR",
		"система Койя":                                     "KS",
		"стандартні очки":                                  "STD",
		"менший стартовий номер":                           "TPN",
		"вищий рейтинг":                                    "RTNG",
	} {
		sp, ok := FromRegulation(text)
		if !ok || sp.String() != want {
			t.Errorf("FromRegulation(%q) = %v %v, want %s", text, sp, ok, want)
		}
	}
	for _, text := range []string{"таблиці Бергера", "жеребкування", ""} {
		if sp, ok := FromRegulation(text); ok {
			t.Errorf("FromRegulation(%q) = %v, want nothing", text, sp)
		}
	}
	for sp, want := range map[Spec]string{
		{Code: BH, Cut: 1}:          "BH/C1",
		{Code: KS, Limit: -1}:       "KS/L-1",
		{Code: KS, Limit: 2}:        "KS/L+2",
		{Code: TPN, Reverse: true}:  "TPN/R",
		{Code: RTNG, Reverse: true}: "RTNG/R",
		{Code: SB, Cut: 2}:          "SB/C2",
	} {
		if got := sp.TRF(); got != want {
			t.Errorf("TRF() = %s, want %s", got, want)
		}
		back, err := ParseSpec(want)
		if err != nil || back != sp {
			t.Errorf("ParseSpec(%s) = %v, %v, want %v", want, back, err, sp)
		}
		back, err = ParseSpec(sp.String())
		if err != nil || back != sp {
			t.Errorf("ParseSpec(%s) = %v, %v, want %v", sp.String(), back, err, sp)
		}
	}
	for _, bad := range []string{"KS/L1", "KS/L+0", "BH/L+1", "SB/R", "TPN/R/R", "KS/L+1/L-1", "KS/L+X"} {
		if sp, err := ParseSpec(bad); err == nil {
			t.Errorf("ParseSpec(%s) = %v, want an error", bad, sp)
		}
	}
}
