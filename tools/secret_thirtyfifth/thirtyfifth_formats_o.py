"""Dendrochronology labs: ring-width archives, measurement stages, sample scans, crossdating."""

from __future__ import annotations

from thirtyfifth_spec import after, dec_go_json, human_with, reg, rsa_pem

F = "dendrochronology_tree_ring_borer"
RING_WORDS = (
    "latewood",
    "earlywood",
    "heartwood",
    "sapwood",
    "pith",
    "increment",
    "chronology",
    "cambium",
)

reg(
    F,
    "dendro_ring_width_fortran_namelist_ftp",
    ("programs/<<org>>/archive.nml", "ringwidth/run/upload_<<n>>.nml"),
    """! ring-width series upload (old measuring program, still in use)
&archive
  host   = 'ftp.<<dom>>'
  user   = 'dendro'
  passwd = '<<cred>>'
  remote = '/rwl/incoming'
/
&series
  format = 'tucson'
  first_year = 1642
/
""",
    "pw_sq",
    syntax="",
)

reg(
    F,
    "dendro_chronology_archive_python_ftplib",
    ("tools/<<orgu>>/push_rwl.py", "scripts/itrdb_push_<<n>>.py"),
    '''"""Push finished .rwl chronologies to the archive FTP."""

from ftplib import FTP_TLS
from pathlib import Path


def push(folder: str) -> None:
    ftp = FTP_TLS("ftp.<<dom>>")
    ftp.login("<<user>>", '<<cred>>')
    ftp.prot_p()
    for p in Path(folder).glob("*.rwl"):
        with p.open("rb") as fh:
            ftp.storbinary(f"STOR {p.name}", fh)
    ftp.quit()
''',
    "pw_sq",
)

reg(
    F,
    "dendro_georgian_chat_paroli_laboratoria",
    ("chats/<<org>>/lab_<<n>>.txt", "export/chat/laboratoria_<<n3>>.txt"),
    """<<name>> <<time>>: გამარჯობა, სკანერის კომპიუტერის პაროლი ვინ იცის?
<<name2>> <<time2>>: პაროლი: <<cred>>
<<name>> <<time2>>: მადლობა!
""",
    human_with((*RING_WORDS, "tbilisi", "mukha")),
    syntax="",
)

reg(
    F,
    "dendro_sample_scans_davfs2_secrets",
    ("etc/davfs2/secrets", "scanner-pc/<<org>>/davfs2_secrets_<<n>>"),
    """# davfs2 secrets file
# mount point / server URL   user   password
https://dav.<<dom>>/remote.php/webdav/cores  <<svc>>  <<cred>>
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "dendro_crossdating_api_typescript_axios_auth",
    ("crossdate/<<org>>/src/api.ts", "web/src/services/archive_<<n>>.ts"),
    """import axios from 'axios';

// crossdating service: submit undated series, get candidate end years
export const archive = axios.create({
  baseURL: 'https://crossdate.<<dom>>/api',
  auth: { username: '<<user>>', password: '<<cred>>' },
  timeout: 20000,
});

export async function submitSeries(id: string, widths: number[]) {
  const { data } = await archive.post('/series', { id, widths, species: 'QUSP' });
  return data.candidates as { endYear: number; t: number }[];
}
""",
    "pw_sq",
    syntax="",
)


def _ansible_key(rng, s):
    key = rsa_pem(rng)
    block = "\n".join("  " + line for line in key.splitlines())
    return {"block": block, "needle": block.lstrip()}


reg(
    F,
    "dendro_field_laptops_ansible_vars_rsa_key",
    ("ansible/<<org>>/group_vars/field_laptops.yml", "provision/vars/laptops_<<n>>.yml"),
    """---
field_user: dendro
sync_host: <<host>>
sync_path: /srv/cores/incoming
sync_ssh_key: |
<<block>>
packages: [rsync, python3-numpy]
""",
    "pw",
    extra=_ansible_key,
)


def _native2ascii(rng, s):
    word = rng.choice(
        ("Jahrringbreite", "Spätholz", "Frühholz", "Bohrkern", "Eichenchronologie", "Kiefernprobe")
    )
    pw = f"{word}{rng.choice(('ä', 'ö', 'ü', 'ß'))}{rng.randint(10, 999)}{rng.choice('!.#')}"
    esc = "".join(c if ord(c) < 128 else f"\\u{ord(c):04x}" for c in pw)
    return {"needle": pw, "enc": esc}


reg(
    F,
    "dendro_lab_db_properties_native2ascii_escapes",
    ("measure/<<org>>/src/main/resources/db.properties", "tsap-bridge/conf/db_<<n>>.properties"),
    """# Messplatz -> Labordatenbank (native2ascii -encoding UTF-8)
db.url=jdbc:postgresql://<<host>>:5432/jahrringe
db.user=messplatz
db.password=<<enc>>
db.pool.max=4
""",
    "pw",
    syntax="",
    extra=_native2ascii,
    decode=lambda t: dec_go_json(after(t, "db.password=")),
)

reg(
    F,
    "dendro_basque_email_pasahitza_laginak",
    ("posta/<<org>>/laginak_<<n3>>.eml", "artxiboa/<<f>>/mezua_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Laginen datu-basea
Date: Wed, <<day>> Jan <<year>> <<time>>:18 +0100
Content-Type: text/plain; charset=UTF-8

Kaixo <<first2>>,

Haritz laginen datu-baserako sarbidea:
Erabiltzailea: <<udot>>
Pasahitza: <<cred>>

Ondo izan,
<<first>>
""",
    human_with((*RING_WORDS, "haritza", "pagoa")),
    syntax="",
)
