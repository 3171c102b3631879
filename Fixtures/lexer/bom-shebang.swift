#!/usr/bin/env swift
print(1)
