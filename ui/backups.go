package ui

import (
	"context"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/datafile"

	"arbiter/ui/kit"
)

// backupsScreen («Резервні копії») lists the backup copies of the data file
// with their time and reason, makes one on request and restores one after a
// confirmation that names what is replaced; below, the deleted players,
// clubs, coaches and tournaments, each of which can be brought back.
type backupsScreen struct {
	svc *datafile.Services
	win fyne.Window
	bg  kit.Worker

	copies  []model.BackupCopy
	deleted []model.DeletedRecord
	copy    int // selected copy, -1 none
	record  int // selected deleted record, -1 none

	copiesTable, deletedTable *widget.Table
	backupNow, restore, undel *widget.Button
	empty, noDeleted          *widget.Label
}

func newBackupsScreen(svc *datafile.Services, win fyne.Window) *backupsScreen {
	return &backupsScreen{svc: svc, win: win, copy: -1, record: -1}
}

const backupTime = "02.01.2006 15:04:05"

// backupColumns and deletedColumns are the columns of the two tables.
func backupColumns() []kit.TextColumn {
	return []kit.TextColumn{{Title: "Time", Width: 200}, {Title: "Reason", Width: 420}}
}

func deletedColumns() []kit.TextColumn {
	return []kit.TextColumn{{Title: "Deleted", Width: 200}, {Title: "What", Width: 140}, {Title: "Name", Width: 420}}
}

func (s *backupsScreen) buildUI() fyne.CanvasObject {
	s.copiesTable = kit.NewTextTable(backupColumns(),
		func() int { return len(s.copies) },
		func(row, col int) string {
			c := s.copies[row]
			if col == 0 {
				return c.Time.Format(backupTime)
			}
			return c.Label.In(kit.GUILang())
		}, func(row int) { s.copy = row; s.enable() })
	s.deletedTable = kit.NewTextTable(deletedColumns(),
		func() int { return len(s.deleted) },
		func(row, col int) string {
			r := s.deleted[row]
			switch col {
			case 0:
				return r.At.Local().Format(backupTime)
			case 1:
				return r.Kind.Label(kit.GUILang())
			}
			return r.Name
		}, func(row int) { s.record = row; s.enable() })
	s.backupNow = widget.NewButtonWithIcon(lang.L("Make a copy now"), theme.DocumentSaveIcon(), s.onBackupNow)
	s.restore = widget.NewButtonWithIcon(lang.L("Restore the chosen copy…"), theme.HistoryIcon(), s.onRestore)
	s.undel = widget.NewButtonWithIcon(lang.L("Bring the chosen record back"), theme.ContentUndoIcon(), s.onUndelete)
	s.empty = widget.NewLabel(lang.L("No backup copies yet. Arbiter makes one before the first change of each day, before every pairing and before finishing a tournament."))
	s.empty.Wrapping = fyne.TextWrapWord
	s.noDeleted = widget.NewLabel(lang.L("Nothing has been deleted."))
	top := container.NewBorder(
		container.NewVBox(widget.NewLabelWithStyle(lang.L("Backup copies"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
			container.NewHBox(s.backupNow, s.restore), s.empty),
		nil, nil, nil, s.copiesTable)
	bottom := container.NewBorder(
		container.NewVBox(widget.NewLabelWithStyle(lang.L("Deleted records"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
			container.NewHBox(s.undel), s.noDeleted),
		nil, nil, nil, s.deletedTable)
	split := container.NewVSplit(top, bottom)
	split.Offset = 0.6
	s.enable()
	s.reload()
	return split
}

// reload reads the copies and the deleted records off the UI thread.
func (s *backupsScreen) reload() {
	s.bg.Run(func() func() {
		copies, err := s.svc.Backups.List()
		var deleted []model.DeletedRecord
		if err == nil {
			deleted, err = s.svc.DeletedRecords(context.Background())
		}
		return func() {
			if err != nil {
				kit.ShowError(s.win, err)
				return
			}
			s.copies, s.deleted, s.copy, s.record = copies, deleted, -1, -1
			s.copiesTable.UnselectAll()
			s.deletedTable.UnselectAll()
			s.copiesTable.Refresh()
			s.deletedTable.Refresh()
			s.empty.Hidden = len(copies) > 0
			s.noDeleted.Hidden = len(deleted) > 0
			s.empty.Refresh()
			s.noDeleted.Refresh()
			s.enable()
		}
	})
}

func (s *backupsScreen) enable() {
	set := func(b *widget.Button, on bool) {
		if on {
			b.Enable()
		} else {
			b.Disable()
		}
	}
	readOnly := s.svc.ReadOnly() != nil
	set(s.backupNow, !readOnly)
	set(s.restore, !readOnly && s.copy >= 0 && s.copy < len(s.copies))
	set(s.undel, !readOnly && s.record >= 0 && s.record < len(s.deleted))
}

func (s *backupsScreen) onBackupNow() {
	c, err := s.svc.Backups.Make(context.Background())
	if err != nil {
		kit.ShowError(s.win, err)
		return
	}
	s.reload()
	kit.ShowMessage(s.win, lang.L("Backup copies"), lang.L("Copy saved: {{.File}}", map[string]string{"File": c.Path}))
}

// onRestore asks first, naming the copy and what it replaces.
func (s *backupsScreen) onRestore() {
	if s.copy < 0 || s.copy >= len(s.copies) {
		return
	}
	c := s.copies[s.copy]
	kit.Confirm(s.win, lang.L("Restore from a backup copy"),
		lang.L("All current data — players, clubs, coaches, seasons, tournaments and results — will be replaced by the copy of {{.Time}} ({{.Reason}}): everything entered after that is replaced. The current state is saved as a backup copy first, so this can be undone. Restore?",
			map[string]string{"Time": c.Time.Format(backupTime), "Reason": c.Label.In(kit.GUILang())}),
		func() { s.restoreCopy(c) })
}

func (s *backupsScreen) restoreCopy(c model.BackupCopy) {
	saved, err := s.svc.Backups.Restore(context.Background(), c.Path)
	if err != nil {
		kit.ShowError(s.win, err)
		return
	}
	s.reload()
	kit.ShowMessage(s.win, lang.L("Restore from a backup copy"),
		lang.L("The data of {{.Time}} is back. The state it replaced was saved as the copy of {{.Saved}}.",
			map[string]string{"Time": c.Time.Format(backupTime), "Saved": saved.Time.Format(backupTime)}))
}

func (s *backupsScreen) onUndelete() {
	if s.record < 0 || s.record >= len(s.deleted) {
		return
	}
	r := s.deleted[s.record]
	if _, err := s.svc.RestoreDeleted(context.Background(), r.ID); err != nil {
		kit.ShowError(s.win, err)
		return
	}
	s.reload()
	kit.ShowMessage(s.win, lang.L("Deleted records"), lang.L("{{.Name}} is back.", map[string]string{"Name": r.Name}))
}

// pollEvery is how often the window looks for changes written by another
// copy of Arbiter or arbiter-cli (one PRAGMA on an idle connection).
var pollEvery = 2 * time.Second
