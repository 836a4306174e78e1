//go:build linux

package lexicon

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// systemFreeMemory is the memory the system has available (MemAvailable:
// what is free and the caches it would drop) or, when that is less, the
// room left under the memory limits of the program's control group.
func systemFreeMemory() (uint64, bool) {
	free, known := memAvailable()
	self, _ := os.ReadFile("/proc/self/cgroup")
	if room, limited := cgroupRoom(string(self), cgroupV1, cgroupV2); limited && (!known || room < free) {
		return room, true
	}
	return free, known
}

// memAvailable reads MemAvailable from /proc/meminfo.
func memAvailable() (uint64, bool) {
	data, err := os.ReadFile("/proc/meminfo")
	if err != nil {
		return 0, false
	}
	return statValue(string(data), "MemAvailable:")
}

// cgroupFiles are where a version of control groups keeps a group's
// memory limit, the memory the group uses, and, in the group's
// memory.stat, the file cache that the kernel drops first when the group
// nears its limit.
type cgroupFiles struct{ root, limit, usage, inactive string }

var (
	cgroupV1 = cgroupFiles{"/sys/fs/cgroup/memory", "memory.limit_in_bytes", "memory.usage_in_bytes", "total_inactive_file"}
	cgroupV2 = cgroupFiles{"/sys/fs/cgroup", "memory.max", "memory.current", "inactive_file"}
)

// cgroupRoom returns the least room left under the memory limits of the
// control groups in self, the text of /proc/self/cgroup, and of the
// groups they are in, and false when none has a limit. A group that the
// file names but this file system does not show (in a container, whose
// own group is the root) is passed over.
func cgroupRoom(self string, v1, v2 cgroupFiles) (uint64, bool) {
	var least uint64
	limited := false
	for line := range strings.Lines(self) {
		parts := strings.SplitN(strings.TrimSpace(line), ":", 3)
		if len(parts) != 3 {
			continue
		}
		files := v2
		if parts[1] != "" {
			if !slices.Contains(strings.Split(parts[1], ","), "memory") {
				continue
			}
			files = v1
		}
		for dir := filepath.Join(files.root, parts[2]); strings.HasPrefix(dir, files.root); dir = filepath.Dir(dir) {
			if room, ok := files.room(dir); ok && (!limited || room < least) {
				least, limited = room, true
			}
		}
	}
	return least, limited
}

// noLimit is where a limit is so high that it is none: version 1 writes
// "no limit" as the largest page-aligned 64-bit number.
const noLimit = 1 << 62

// room returns the memory left under the limit of the group in dir, and
// false when it has none. The file cache it would drop is counted as
// room, as the kernel counts it.
func (f cgroupFiles) room(dir string) (uint64, bool) {
	limit, ok := readUint(filepath.Join(dir, f.limit))
	if !ok || limit >= noLimit {
		return 0, false
	}
	usage, _ := readUint(filepath.Join(dir, f.usage))
	stat, _ := os.ReadFile(filepath.Join(dir, "memory.stat"))
	inactive, _ := statValue(string(stat), f.inactive+" ")
	used := usage - min(inactive, usage)
	return limit - min(used, limit), true
}

// readUint reads a file that holds a number; "max" is no number.
func readUint(path string) (uint64, bool) {
	data, err := os.ReadFile(path)
	if err != nil {
		return 0, false
	}
	n, err := strconv.ParseUint(strings.TrimSpace(string(data)), 10, 64)
	return n, err == nil
}

// statValue returns the number on the line of text that begins with key,
// in bytes: a number in kB, as /proc/meminfo gives, is multiplied out.
func statValue(text, key string) (uint64, bool) {
	for line := range strings.Lines(text) {
		if rest, ok := strings.CutPrefix(line, key); ok {
			rest = strings.TrimSpace(rest)
			kb := strings.HasSuffix(rest, " kB")
			n, err := strconv.ParseUint(strings.TrimSuffix(rest, " kB"), 10, 64)
			if kb {
				n <<= 10
			}
			return n, err == nil
		}
	}
	return 0, false
}
