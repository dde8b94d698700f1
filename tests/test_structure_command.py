    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
`    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
-    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
k    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
F    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
I    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
L    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
E    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
`    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
:    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
b    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
v    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
y    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
b    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
2    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
f    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
f    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
g    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
f    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
b    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
P    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
y    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
f    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
f    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
f    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
k    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
f    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
:    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
-    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
>    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
:    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
g    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
A    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
g    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
P    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
f    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
g    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
g    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
[    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
k    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
f    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
]    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
f    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
k    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
v    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
b    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
k    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
k    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
y    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
:    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
y    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
C    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
F    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
x    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
[    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
]    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
-    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
>    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
N    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
:    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
k    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
f    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
-    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
v    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
y    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
y    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
[    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
]    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
F    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
V    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
y    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
w    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
[    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
f    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
]    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
[    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
3    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
1    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
/    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
2    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
3    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
2    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
:    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
2    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
:    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
]    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
w    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
[    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
b    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
k    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
1    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
5    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
2    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
:    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
3    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
2    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
:    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
3    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
b    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
k    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
1    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
;    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
2    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
5    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
g    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
]    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
w    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
[    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
1    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
2    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
4    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
/    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
8    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
1    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
5    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
5    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
:    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
1    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
5    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
2    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
3    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
:    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
1    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
5    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
]    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
w    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
[    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
-    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
1    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
]    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
1    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
2    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
v    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
1    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
b    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
k    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
5    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
3    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
;    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
y    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
v    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
f    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
k    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
f    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
b    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
b    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
y    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
y    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
:    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
y    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
C    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
F    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
x    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
[    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
]    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
-    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
>    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
N    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
:    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
k    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
y    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
w    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
D    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
2    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
-    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
v    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
f    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
k    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
v    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
y    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
b    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
x    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
2    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
:    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
P    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
y    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
:    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
y    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
C    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
F    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
x    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
[    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
]    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
-    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
>    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
N    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
:    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
x    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
x    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
g    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
f    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
-    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
8    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
x    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
x    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
b    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
g    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
b    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
2    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
b    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
g    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
b    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
1    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
5    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
1    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
\    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
\    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
/    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
w    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
x    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
x    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
g    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
f    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
-    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
8    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
k    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
2    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
y    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
x    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
f    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
:    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
{    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
x    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
'    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
'    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
+    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
1    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
}    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
:    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
b    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
k    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
1    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
:    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
b    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
v    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
b    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
g    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
x    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
b    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
g    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
b    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
1    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
5    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
+    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
1    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
f    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
:    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
{    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
b    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
g    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
}    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
:    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
v    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
3    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
:    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
b    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
g    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
b    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
1    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
5    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
0    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
2    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
5    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
v    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
-    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
f    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
v    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
2    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
[    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
-    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
1    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
]    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
2    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
b    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
f    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
k    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
f    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
g    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
f    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
x    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
2    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
:    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
P    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
,    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
y    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
:    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
y    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
C    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
F    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
x    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
[    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
]    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
-    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
>    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
N    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
:    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
k    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
_    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
h    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
/    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
m    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
l    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
=    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
2    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
"    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
i    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
n    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
     removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
c    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
p    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
y    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
s    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
a    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
d    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
o    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
u    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
t    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
(    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
)    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
.    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
e    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
r    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors

    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
