package io.dialectic.ir.parse;

import java.util.Arrays;

/** A growable stack (and list) of ints: open brackets, token indices. */
final class IntStack {
    private int[] a = new int[8];
    private int n;

    void push(int v) {
        if (n == a.length) a = Arrays.copyOf(a, n * 2);
        a[n++] = v;
    }

    int pop() {
        return a[--n];
    }

    int peek() {
        return a[n - 1];
    }

    int get(int i) {
        return a[i];
    }

    int size() {
        return n;
    }

    boolean isEmpty() {
        return n == 0;
    }

    void clear() {
        n = 0;
    }
}
