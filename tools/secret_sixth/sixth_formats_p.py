"""Formats: Password-manager and spreadsheet exports."""

from __future__ import annotations

import random

from sixth_corpus import (
    SYM_XML,
    Ctx,
    Out,
    epoch,
    fill,
    fmt,
    pick,
    pw,
    uid,
    words_pw,
)

VAULT = "password_manager_sheet_exports"
CSVSYM = "!#%*+-.:=?@^_~"  # no comma or quote: cells stay unquoted-safe


def _secret(rng: random.Random, sym: str = CSVSYM) -> str:
    return pick(rng, pw(rng, sym=sym, n=rng.randint(12, 22)), words_pw(rng, sym="!#@."))


@fmt(VAULT, "keepassxc_csv_export_row")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = _secret(rng)
    text = fill(
        """
        "Group","Title","Username","Password","URL","Notes","TOTP","Icon","Last Modified","Created"
        "Root/Infrastructure","<<title>>","<<user>>","<<s>>","https://<<host>>","","","0",<<+>>
        "<<date>>T09:12:44Z","<<date>>T09:12:44Z"
        "Root/Recycle Bin","old wiki login","<<user>>","","","","","0",<<+>>
        "<<date>>T08:01:02Z","<<date>>T08:01:02Z"
        """,
        title=pick(rng, "Firewall admin", "NAS", "Grafana", "Backup server"),
        user=pick(rng, "admin", c.user, "root"),
        s=s,
        host=c.host(),
        date=c.date,
    )
    return Out(
        pick(
            rng,
            "exports/keepass.csv",
            f"Downloads/{c.slug}-passwords.csv",
            "Desktop/kdbx-export.csv",
        ),
        text,
        s,
    )


@fmt(VAULT, "bitwarden_unencrypted_json_export_login")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = _secret(rng, sym="!#%*+-.:=?@^_~")
    text = fill(
        """
        {
          "encrypted": false,
          "folders": [
            {"id": "<<fid>>", "name": "Work"}
          ],
          "items": [
            {
              "id": "<<iid>>",
              "organizationId": null,
              "folderId": "<<fid>>",
              "type": 1,
              "reprompt": 0,
              "name": "<<name>>",
              "notes": null,
              "favorite": false,
              "login": {
                "uris": [{"match": null, "uri": "https://<<host>>/login"}],
                "username": "<<email>>",
                "password": "<<s>>",
                "totp": null
              },
              "collectionIds": null
            }
          ]
        }
        """,
        fid=uid(rng),
        iid=uid(rng),
        name=pick(rng, "VPN portal", "Payroll", "Jira", "Mail"),
        host=c.host(),
        email=c.email,
        s=s,
    )
    return Out(
        pick(
            rng,
            "bitwarden_export.json",
            f"backup/bitwarden_export_{c.day:%Y%m%d}.json",
            "tmp/vault.json",
        ),
        text,
        s,
    )


@fmt(VAULT, "lastpass_csv_export_row")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = _secret(rng)
    text = fill(
        """
        url,username,password,totp,extra,name,grouping,fav
        https://<<host>>/,<<email>>,<<s>>,,,<<name>>,Shared-IT,0
        http://sn,,,,"NoteType:Server Notes",wifi guest network,Personal,0
        """,
        host=c.host(),
        email=c.email,
        s=s,
        name=pick(rng, "ERP", "Router", "Hosting panel", "Domain registrar"),
    )
    return Out(
        pick(
            rng,
            "lastpass_export.csv",
            f"migration/{c.slug}-lastpass.csv",
            "Documents/lp_export.csv",
        ),
        text,
        s,
    )


@fmt(VAULT, "chrome_passwords_csv_export_row")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = _secret(rng)
    host = c.host()
    text = fill(
        """
        name,url,username,password,note
        <<host>>,https://<<host>>/login,<<email>>,<<s>>,
        """,
        host=host,
        email=c.email,
        s=s,
    )
    return Out(
        pick(
            rng,
            "Chrome Passwords.csv",
            f"Downloads/{c.first} Chrome Passwords.csv",
            "old-laptop/Chrome Passwords.csv",
        ),
        text,
        s,
    )


@fmt(VAULT, "firefox_logins_csv_export_row")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = _secret(rng)
    host = c.host()
    ms = epoch(rng) * 1000
    text = fill(
        """
        "url","username","password","httpRealm","formActionOrigin","guid","timeCreated","timePasswordChanged","timeLastUsed"
        "https://<<host>>","<<user>>","<<s>>",,"https://<<host>>","{<<guid>>}","<<ms>>","<<ms>>","<<ms2>>"
        """,
        host=host,
        user=pick(rng, c.user, c.email),
        s=s,
        guid=uid(rng),
        ms=ms,
        ms2=ms + rng.randint(10_000, 90_000_000),
    )
    return Out(
        pick(
            rng, "logins.csv", f"backup/{c.first.lower()}/logins.csv", "Desktop/firefox-logins.csv"
        ),
        text,
        s,
    )


@fmt(VAULT, "onepassword_csv_export_row")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = _secret(rng)
    text = fill(
        """
        Title,Website,Username,Password,OTPAuth,Favorite,Archived,Tags,Notes
        <<title>>,https://<<host>>,<<user>>,<<s>>,,false,false,ops,"rotated <<date>>"
        """,
        title=pick(rng, "Proxmox root", "Ubiquiti controller", "Print server", "Synology"),
        host=c.host(),
        user=pick(rng, "root", "admin", c.user),
        s=s,
        date=c.date,
    )
    return Out(
        pick(rng, "1PasswordExport.csv", f"exports/{c.slug}-1password.csv", "tmp/1p_items.csv"),
        text,
        s,
    )


@fmt(VAULT, "fods_flat_ods_table_cell_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = _secret(rng, sym=SYM_XML)
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
          xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"
          xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
          office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
          <office:body>
            <office:spreadsheet>
              <table:table table:name="Accounts">
                <table:table-row>
                  <<c0>>System<<c1>>
                  <<c0>>Login<<c1>>
                  <<c0>>Password<<c1>>
                </table:table-row>
                <table:table-row>
                  <<c0>><<sys>><<c1>>
                  <<c0>><<user>><<c1>>
                  <<c0>><<s>><<c1>>
                </table:table-row>
              </table:table>
            </office:spreadsheet>
          </office:body>
        </office:document>
        """,
        c0='<table:table-cell office:value-type="string"><text:p>',
        c1="</text:p></table:table-cell>",
        sys=pick(rng, "Time clock terminal", "Alarm panel", "Door access", "CNC controller"),
        user=pick(rng, "admin", "service", c.user),
        s=s,
    )
    return Out(
        pick(rng, "docs/accounts.fods", f"handover/{c.slug}-systems.fods", "office/zugaenge.fods"),
        text,
        s,
        "xml",
    )


@fmt(VAULT, "spreadsheetml_2003_xml_cell_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = _secret(rng, sym=SYM_XML)
    text = fill(
        """
        <?xml version="1.0"?>
        <?mso-application progid="Excel.Sheet"?>
        <Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"
         xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
         <Worksheet ss:Name="Kiosks">
          <Table>
           <Row>
            <Cell><Data ss:Type="String">Site</Data></Cell>
            <Cell><Data ss:Type="String">Host</Data></Cell>
            <Cell><Data ss:Type="String">Local admin password</Data></Cell>
           </Row>
           <Row>
            <Cell><Data ss:Type="String"><<site>></Data></Cell>
            <Cell><Data ss:Type="String"><<host>></Data></Cell>
            <Cell><Data ss:Type="String"><<s>></Data></Cell>
           </Row>
          </Table>
         </Worksheet>
        </Workbook>
        """,
        site=pick(rng, "Lobby", "Warehouse 2", "Cafeteria", "Reception"),
        host=c.host("kiosk"),
        s=s,
    )
    return Out(
        pick(
            rng, "it/kiosk-admins.xml", f"sharepoint/{c.slug}/Kiosks.xml", "exports/kiosks_2003.xml"
        ),
        text,
        s,
    )
