// Package registry is the registry screens, Гравці, Клуби and Тренери
// (docs/product.md workflows 2 and 3): NewPlayers, NewClubs and NewCoaches
// make the screens that ui/screens.go lists.
//
//   - players.go, playertable.go: the players table with search as you
//     type and sorting by column, and the player's card (norms.go: the
//     norms he fulfilled, PlayerNormsText);
//   - playerform.go, playerform_create.go, playerform_personal.go: the
//     player form (PlayerForm), which the tournament's registration desk
//     uses too for a new player, with «+» creating a club or coach in
//     place and the entry form's personal data;
//   - clubs.go, club_country.go, coaches.go, settlements.go: the clubs and
//     coaches lists and their settlement and country fields;
//   - listeditor.go: the table with Add, Edit and Delete the three screens
//     share;
//   - ratinglists.go, ratinglists_national.go, ratinglists_user.go: the
//     rating lists (RatingLists): importing the FIDE list, the UCF's
//     national list and a list of one's own, and finding a player in the
//     last FIDE list (the registration desk's «From FIDE list» too).
//
// The screens read and write through model/registry and model/ratings
// (engine/ratinglist's types as model/ratings names them). registry
// imports ui/kit, never ui's root.
package registry
