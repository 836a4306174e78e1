module scraebbkle

go 1.24
