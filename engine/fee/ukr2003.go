package fee

// UKR2003 is seed 003 §3 (Положення про чемпіонати України 2003, ФШУ
// 26.09.2003) exactly:
//
//   - without a fee: GM; IM rated 2500 or more (women 2300); and, ticked
//     by the director, places 1–3 of the 2002 championships, the champions
//     of the Crimea, the oblasts, Kyiv and Sevastopol, members of the
//     national team, the 2003 U20 champions;
//   - other IMs: 2426–2499 25, 2376–2425 35, 2326–2375 45, «менше 2325»
//     55 (read as up to 2325, so 2325 pays 55: the general table's band
//     2276–2325 ends on the same number, and «менше 2325» against
//     «2326–2375» would leave 2325 in no band);
//   - everyone else by the table, men / women: unrated 220 / 110,
//     1801–2000 200 / 100, 2001–2175 180 / 90, 2176–2225 150 / 75,
//     2226–2275 130 / 65, 2276–2325 110 / 55, 2326–2375 90 / 45,
//     2376–2425 65 / –, 2426–2499 55 / – («-»: no fee set);
//   - 70 % of the fees to the prize fund, 30 % to chess development;
//   - prizes by place (PrizeSplit "place"): §4 decides every place by
//     points and then the tie-breaks (Buchholz, progressive scores, the
//     reduced progressive score, wins, the game between them), and §5
//     gives the prizes to the winners and prize-winners — places, not
//     shared places, so the prize follows the place and is not shared
//     (only players the tie-breaks cannot separate share).
//
// Ratings 1000–1800 (the table starts at 1801) and an untitled 2500 or
// more are in no band: Due says so (ErrGap) and the director enters the
// fee by hand with a reason.
func UKR2003() *Schedule {
	return &Schedule{
		Key:        "ukr-2003",
		Name:       "Чемпіонати України 2003 (ФШУ)",
		PrizeSplit: "place",
		Bands: []Band{
			{Unrated: true, Men: 220, Women: 110},
			{From: 1801, To: 2000, Men: 200, Women: 100},
			{From: 2001, To: 2175, Men: 180, Women: 90},
			{From: 2176, To: 2225, Men: 150, Women: 75},
			{From: 2226, To: 2275, Men: 130, Women: 65},
			{From: 2276, To: 2325, Men: 110, Women: 55},
			{From: 2326, To: 2375, Men: 90, Women: 45},
			{From: 2376, To: 2425, Men: 65, Women: NoFee},
			{From: 2426, To: 2499, Men: 55, Women: NoFee},
		},
		Titles: []TitleRule{
			{Title: "GM", Exempt: true},
			{Title: "IM", ExemptMen: 2500, ExemptWomen: 2300, Bands: []Band{
				{Unrated: true, Men: 55, Women: 55},
				{From: 1000, To: 2325, Men: 55, Women: 55},
				{From: 2326, To: 2375, Men: 45, Women: 45},
				{From: 2376, To: 2425, Men: 35, Women: 35},
				{From: 2426, To: 2499, Men: 25, Women: 25},
			}},
		},
		Exemptions: []Exemption{
			{Key: "medal-2002", Uk: "1–3 місце чемпіонату України 2002", En: "places 1–3 of the 2002 Ukrainian championship"},
			{Key: "regional-champion", Uk: "переможець чемпіонату АР Крим, області, м. Києва чи Севастополя", En: "champion of the Crimea, an oblast, Kyiv or Sevastopol"},
			{Key: "national-team", Uk: "член збірної команди України", En: "member of the national team of Ukraine"},
			{Key: "u20-champion-2003", Uk: "переможець першості України 2003 серед юнаків і дівчат до 20 років", En: "2003 Ukrainian U20 champion (boys or girls)"},
		},
		FundPercent: 70,
	}
}

// Builtin returns the built-in schedule with the key, or nil.
func Builtin(key string) *Schedule {
	if key == "ukr-2003" {
		return UKR2003()
	}
	return nil
}
