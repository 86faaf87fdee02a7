package storage

import _ "modernc.org/sqlite" // registers the pure-Go "sqlite" database/sql driver
