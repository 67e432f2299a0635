package dev.wfc.core;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The backjump schedule on hand-worked sequences of contradiction depths (patience 4, first jump 8). */
class BackjumpScheduleTest {

    @Test
    void jumpsAfterFourContradictionsWithoutProgressAndDoublesTheJump() {
        BackjumpSchedule s = new BackjumpSchedule();
        s.reset();
        assertEquals(1, s.undo(10, 10)); // deepest so far: 10
        assertEquals(1, s.undo(9, 9));
        assertEquals(1, s.undo(10, 10)); // as deep, not deeper: no progress
        assertEquals(8, s.undo(10, 10)); // the fourth: back to 10 - 8 = 2
        assertEquals(1, s.undo(3, 3));
        assertEquals(1, s.undo(2, 2));
        assertEquals(1, s.undo(3, 3));
        assertEquals(3, s.undo(3, 3)); // back to 10 - 16 < 0: every undoable decision
    }

    @Test
    void progressStartsOverWithSingleUndos() {
        BackjumpSchedule s = new BackjumpSchedule();
        s.reset();
        for (int i = 0; i < 3; i++) {
            assertEquals(1, s.undo(20, 20));
        }
        assertEquals(8, s.undo(20, 20));
        assertEquals(1, s.undo(21, 21)); // deeper than 20: progress
        assertEquals(1, s.undo(15, 15));
        assertEquals(1, s.undo(15, 15));
        assertEquals(2, s.undo(15, 15)); // back to 21 - 8 = 13, the first jump again
    }

    @Test
    void aJumpStaysWithinTheUndoableDecisionsAndUndoesAtLeastOne() {
        BackjumpSchedule s = new BackjumpSchedule();
        s.reset();
        assertEquals(1, s.undo(100, 2));
        assertEquals(1, s.undo(100, 2));
        assertEquals(1, s.undo(100, 2));
        assertEquals(2, s.undo(100, 2)); // 8 wanted, 2 undoable (older ones were made permanent)
        assertEquals(1, s.undo(50, 40));
        assertEquals(1, s.undo(50, 40));
        assertEquals(1, s.undo(50, 40));
        assertEquals(1, s.undo(50, 40)); // target 100 - 16 = 84 lies deeper than 50: one undo
    }

    @Test
    void resetForgetsTheDeepestContradiction() {
        BackjumpSchedule s = new BackjumpSchedule();
        s.reset();
        s.undo(30, 30);
        s.undo(30, 30);
        s.reset();
        assertEquals(1, s.undo(5, 5));
        assertEquals(1, s.undo(5, 5));
        assertEquals(1, s.undo(5, 5));
        assertEquals(5, s.undo(5, 5)); // 5 - 8 < 0: all 5
    }
}
