package io.dialectic.toolchain.symbolize;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalLong;

/**
 * The start of every function of one ELF module, read from its {@code .eh_frame_hdr} binary-search table (the
 * {@code PT_GNU_EH_FRAME} segment the unwinder itself uses): a sorted array of (function start, FDE) pairs. Debian
 * strips the static symbols of {@code libMLIR.so.22.1} and {@code mlir-opt-19} but keeps this table (about 270,000
 * starts in libMLIR), so a frame printed only as {@code module+0xOFFSET} can still be named by the function that
 * holds it: two offsets of one function are one place ({@code libMLIR.so.22.1!fn@0x3e01f90}).
 *
 * <p>An offset is looked up as the module's virtual address (what LLVM's {@code module+0x...} and gdb's address minus
 * the load base give, for a module loaded at 0 as every PIE executable and shared library is). The FDE of the
 * candidate start is read for its length where its encoding is the common {@code pcrel|sdata4}; an offset past the
 * end of that function (in padding or a gap) then has no function. Where the FDE cannot be read the start alone
 * answers.
 */
public final class FunctionStarts {
    private static final int PT_LOAD = 1;
    private static final int PT_GNU_EH_FRAME = 0x6474e550;

    // DWARF exception-header pointer encodings (LSB, "Exception Frames", .eh_frame_hdr)
    private static final int DW_EH_PE_OMIT = 0xff;
    private static final int DW_EH_PE_UDATA4 = 0x03;
    private static final int DW_EH_PE_SDATA4 = 0x0b;
    private static final int DW_EH_PE_UDATA8 = 0x04;
    private static final int DW_EH_PE_SDATA8 = 0x0c;
    private static final int DW_EH_PE_PCREL = 0x10;
    private static final int DW_EH_PE_DATAREL = 0x30;

    private final long[] starts;
    private final long[] fdes;
    private final Segments segments;
    private final FileChannel channel;

    private FunctionStarts(long[] starts, long[] fdes, Segments segments, FileChannel channel) {
        this.starts = starts;
        this.fdes = fdes;
        this.segments = segments;
        this.channel = channel;
    }

    /** Reads the table of {@code elf}; an empty table when the file is no 64-bit little-endian ELF or has none. */
    public static FunctionStarts read(Path elf) throws IOException {
        FileChannel ch = FileChannel.open(elf, StandardOpenOption.READ);
        try {
            ByteBuffer ident = read(ch, 0, 64);
            if (ident.remaining() < 64
                    || ident.getInt(0) != 0x464c457f // \x7fELF
                    || ident.get(4) != 2 // ELFCLASS64
                    || ident.get(5) != 1) { // little endian
                ch.close();
                return empty();
            }
            long phoff = ident.getLong(0x20);
            int phentsize = Short.toUnsignedInt(ident.getShort(0x36));
            int phnum = Short.toUnsignedInt(ident.getShort(0x38));
            ByteBuffer ph = read(ch, phoff, phentsize * phnum);
            List<long[]> loads = new ArrayList<>();
            long hdrOffset = -1, hdrVaddr = -1, hdrSize = 0;
            for (int i = 0; i < phnum; i++) {
                int b = i * phentsize;
                int type = ph.getInt(b);
                long offset = ph.getLong(b + 8), vaddr = ph.getLong(b + 16), filesz = ph.getLong(b + 32);
                if (type == PT_LOAD) loads.add(new long[] {vaddr, offset, filesz});
                if (type == PT_GNU_EH_FRAME) {
                    hdrOffset = offset;
                    hdrVaddr = vaddr;
                    hdrSize = filesz;
                }
            }
            if (hdrOffset < 0 || hdrSize < 12) {
                ch.close();
                return empty();
            }
            ByteBuffer hdr = read(ch, hdrOffset, (int) hdrSize);
            int version = Byte.toUnsignedInt(hdr.get(0));
            int ehFramePtrEnc = Byte.toUnsignedInt(hdr.get(1));
            int countEnc = Byte.toUnsignedInt(hdr.get(2));
            int tableEnc = Byte.toUnsignedInt(hdr.get(3));
            // the table the unwinder binary-searches: datarel sdata4 pairs; anything else has no table to search
            if (version != 1 || countEnc == DW_EH_PE_OMIT || tableEnc != (DW_EH_PE_DATAREL | DW_EH_PE_SDATA4)) {
                ch.close();
                return empty();
            }
            int p = 4 + size(ehFramePtrEnc);
            long count =
                    switch (countEnc & 0x0f) {
                        case DW_EH_PE_UDATA4, DW_EH_PE_SDATA4 -> Integer.toUnsignedLong(hdr.getInt(p));
                        case DW_EH_PE_UDATA8, DW_EH_PE_SDATA8 -> hdr.getLong(p);
                        default -> -1;
                    };
            p += size(countEnc);
            if (count < 0 || p + count * 8 > hdr.limit()) {
                ch.close();
                return empty();
            }
            long[] starts = new long[(int) count];
            long[] fdes = new long[(int) count];
            for (int i = 0; i < count; i++) {
                starts[i] = hdrVaddr + hdr.getInt(p + i * 8);
                fdes[i] = hdrVaddr + hdr.getInt(p + i * 8 + 4);
            }
            return new FunctionStarts(starts, fdes, new Segments(loads), ch);
        } catch (IOException | RuntimeException e) {
            ch.close();
            if (e instanceof IOException io) throw io;
            return empty(); // a malformed header (a truncated or foreign file) has no table, never a dead job
        }
    }

    private static FunctionStarts empty() {
        return new FunctionStarts(new long[0], new long[0], new Segments(List.of()), null);
    }

    private static int size(int enc) {
        if (enc == DW_EH_PE_OMIT) return 0;
        return switch (enc & 0x0f) {
            case 0x02, 0x0a -> 2;
            case DW_EH_PE_UDATA4, DW_EH_PE_SDATA4 -> 4;
            default -> 8;
        };
    }

    private static ByteBuffer read(FileChannel ch, long offset, int length) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(length).order(ByteOrder.LITTLE_ENDIAN);
        while (b.hasRemaining()) if (ch.read(b, offset + b.position()) < 0) break;
        b.flip();
        return b;
    }

    /** How many function starts the table holds. */
    public int size() {
        return starts.length;
    }

    /** The start of the function holding virtual address {@code address}; empty when no function holds it. */
    public OptionalLong functionAt(long address) {
        int i = Arrays.binarySearch(starts, address);
        if (i < 0) i = -i - 2; // the last start below the address
        if (i < 0) return OptionalLong.empty();
        // one start may have several FDEs, and the table may list only an empty one of them (libMLIR.so.22.1 at
        // 0x53969f0: lengths 0 and 0x68f): the address is the function's when an FDE covers it, or when a length is
        // unknown or empty
        int lo = i, hi = i;
        while (lo > 0 && starts[lo - 1] == starts[i]) lo--;
        while (hi + 1 < starts.length && starts[hi + 1] == starts[i]) hi++;
        for (int j = lo; j <= hi; j++) {
            OptionalLong length = fdeLength(j);
            if (length.isEmpty() || length.getAsLong() == 0 || address < starts[j] + length.getAsLong())
                return OptionalLong.of(starts[i]);
        }
        return OptionalLong.empty();
    }

    /**
     * The length (pc_range) of the function of entry {@code i}, from its FDE when its pc_begin reads back as the table's
     * start in the {@code pcrel|sdata4} encoding (the check that the encoding was guessed right); else empty.
     */
    private synchronized OptionalLong fdeLength(int i) {
        if (channel == null) return OptionalLong.empty();
        long fileOffset = segments.fileOffset(fdes[i]);
        if (fileOffset < 0) return OptionalLong.empty();
        try {
            ByteBuffer fde = read(channel, fileOffset, 16);
            if (fde.limit() < 16 || fde.getInt(0) == 0xffffffff) return OptionalLong.empty();
            long pcBegin = fdes[i] + 8 + fde.getInt(8);
            if (pcBegin != starts[i]) return OptionalLong.empty();
            return OptionalLong.of(Integer.toUnsignedLong(fde.getInt(12)));
        } catch (IOException e) {
            return OptionalLong.empty();
        }
    }

    /** The loadable segments: where a virtual address is in the file. */
    private record Segments(List<long[]> loads) {
        long fileOffset(long vaddr) {
            for (long[] l : loads) if (vaddr >= l[0] && vaddr < l[0] + l[2]) return l[1] + (vaddr - l[0]);
            return -1;
        }
    }
}
