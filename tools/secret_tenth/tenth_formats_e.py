# ruff: noqa: E501 (embedded files keep their real long lines)
"""ham_radio_adsb_feeders: amateur-radio gateways, ADS-B feeders and weather-station uploads."""

from __future__ import annotations

import random

from tenth_corpus import (
    DIGITS,
    SYM_INI,
    SYM_JSON,
    UPPER,
    Ctx,
    Out,
    an,
    fill,
    fmt,
    hx,
    pick,
    pw,
    uid,
    words_pw,
)

FAM = "ham_radio_adsb_feeders"


def callsign(rng: random.Random) -> str:
    return pick(
        rng,
        f"{rng.choice('KNW')}{rng.randint(0, 9)}{an(rng, 3, UPPER)}",
        f"{pick(rng, 'DL', 'PA', 'ON', 'G', 'VK', 'SM', 'EA')}{rng.randint(1, 9)}{an(rng, 3, UPPER)}",
        f"{rng.choice('KW')}{rng.choice('ABCDEFG')}{rng.randint(0, 9)}{an(rng, 2, UPPER)}",
    )


def _loc(rng: random.Random) -> str:
    return (
        an(rng, 2, "ABCDEFGHIJKLMNOPQR")
        + an(rng, 2, DIGITS)
        + an(rng, 2, "abcdefghijklmnopqrstuvwx")
    )


@fmt(FAM, "piaware_conf_flightaware_user_password_lines")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pick(rng, words_pw(rng, sym="!.@*-_"), pw(rng, sym="!@%^&*()-_+=~"))
    text = fill(
        """
        # This file configures piaware and related software.
        # You can edit it directly or use piaware-config from the command line
        # to view and change settings.

        flightaware-user <<user>>
        flightaware-password <<secret>>
        feeder-id <<fid>>
        allow-auto-updates yes
        allow-manual-updates yes
        receiver-type rtlsdr
        rtlsdr-gain max
        wireless-network no
        """,
        user=c.user,
        secret=secret,
        fid=uid(rng),
    )
    path = pick(rng, "etc/piaware.conf", "boot/piaware-config.txt", f"adsb/{c.short}/piaware.conf")
    return Out(path, text, secret)


@fmt(FAM, "fr24feed_ini_quoted_sharing_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = hx(rng, 16)
    text = fill(
        """
        receiver="<<rx>>"
        fr24key="<<key>>"
        host="127.0.0.1:30005"
        bs="no"
        raw="no"
        logmode="1"
        logpath="/var/log/fr24feed"
        mlat="yes"
        mlat-without-gps="yes"
        """,
        rx=pick(rng, "beast-tcp", "dvbt", "avr-tcp"),
        key=key,
    )
    path = pick(rng, "etc/fr24feed.ini", f"adsb/{c.short}/fr24feed.ini", "docker/fr24/fr24feed.ini")
    return Out(path, text, key, "")


@fmt(FAM, "mmdvmhost_ini_dmr_network_section_password")
def _(rng: random.Random) -> Out:
    call = callsign(rng)
    secret = pw(rng, sym=SYM_INI)
    text = fill(
        """
        [General]
        Callsign=<<call>>
        Id=<<dmrid>>
        Timeout=240
        Duplex=0
        RFModeHang=300
        NetModeHang=300
        Display=None

        [Info]
        RXFrequency=<<freq>>
        TXFrequency=<<freq>>
        Power=1
        Latitude=<<lat>>
        Longitude=<<lon>>
        Location=<<loc>>

        [Modem]
        Port=/dev/ttyAMA0
        TXInvert=1
        RXOffset=0

        [DMR]
        Enable=1
        ColorCode=1
        SelfOnly=1

        [DMR Network]
        Enable=1
        Type=Direct
        RemoteAddress=<<master>>
        RemotePort=62031
        Jitter=360
        Password=<<secret>>
        Slot1=0
        Slot2=1
        Debug=0
        """,
        call=call,
        dmrid=rng.randint(2000000, 3199999),
        freq=rng.choice((430412500, 433450000, 438800000, 144912500)),
        lat=f"{rng.uniform(35, 60):.4f}",
        lon=f"{rng.uniform(-10, 25):.4f}",
        loc=_loc(rng),
        master=pick(
            rng,
            "2622.master.brandmeister.network",
            "3102.master.brandmeister.network",
            "tgif.network",
        ),
        secret=secret,
    )
    path = pick(rng, "etc/mmdvmhost", "etc/MMDVM.ini", f"hotspot/{call.lower()}/MMDVM.ini")
    return Out(path, text, secret, "ini")


@fmt(FAM, "ircddbgateway_conf_ircddb_password1")
def _(rng: random.Random) -> Out:
    call = callsign(rng)
    secret = pw(rng, sym="")
    text = fill(
        """
        gatewayType=1
        gatewayCallsign=<<call>>
        gatewayAddress=0.0.0.0
        icomAddress=172.16.0.20
        hbAddress=127.0.0.1
        latitude=<<lat>>
        longitude=<<lon>>
        description1=<<call>> D-STAR hotspot
        ircddbEnabled=1
        ircddbHostname=ircv4.openquad.net
        ircddbUsername=<<lower>>
        ircddbPassword=<<secret>>
        repeaterCall1=<<call>>
        repeaterBand1=B
        repeaterType1=0
        dplusEnabled=1
        dplusLogin=<<call>>
        dextraEnabled=1
        dcsEnabled=1
        """,
        call=call,
        lower=call.lower(),
        lat=f"{rng.uniform(35, 60):.5f}",
        lon=f"{rng.uniform(-120, 25):.5f}",
        secret=secret,
    )
    path = pick(
        rng,
        "etc/ircddbgateway",
        "home/pi-star/ircddbgateway.conf",
        f"dstar/{call.lower()}/ircddbgateway",
    )
    return Out(path, text, secret, "")


@fmt(FAM, "pat_winlink_config_json_secure_login_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    call = callsign(rng)
    secret = pick(rng, pw(rng, sym=SYM_JSON), words_pw(rng))
    text = fill(
        """
        {
          "mycall": "<<call>>",
          "secure_login_password": "<<secret>>",
          "auxiliary_addresses": [],
          "locator": "<<loc>>",
          "service_codes": ["PUBLIC"],
          "http_addr": "localhost:8080",
          "motd": ["Open source Winlink client - getpat.io"],
          "connect_aliases": {
            "telnet": "telnet://{mycall}:CMSTelnet@cms.winlink.org:8772/wl2k"
          },
          "listen": [],
          "hamlib_rigs": {},
          "ardop": {"addr": "localhost:8515", "arq_bandwidth": {"Forced": false, "Max": 2000}},
          "gpsd": {"enable_http": false, "allow_forms": false, "use_server_time": false, "addr": "localhost:2947"},
          "schedule": {},
          "version_reporting_disabled": false
        }
        """,
        call=call,
        secret=secret,
        loc=_loc(rng)[:4],
    )
    path = pick(
        rng,
        "home/pi/.config/pat/config.json",
        f"dotfiles/{c.user}/pat/config.json",
        ".config/pat/config.json",
    )
    return Out(path, text, secret, "json")


@fmt(FAM, "svxlink_module_echolink_conf_password")
def _(rng: random.Random) -> Out:
    call = callsign(rng)
    secret = pw(rng, sym=SYM_INI)
    c = Ctx(rng)
    text = fill(
        """
        [ModuleEchoLink]
        NAME=EchoLink
        ID=2
        TIMEOUT=60
        #DROP_INCOMING=^()$
        SERVERS=servers.echolink.org
        CALLSIGN=<<call>>-L
        PASSWORD=<<secret>>
        SYSOPNAME=<<first>>
        LOCATION=[Svx] 145.2375, <<city>>
        MAX_QSOS=10
        MAX_CONNECTIONS=11
        LINK_IDLE_TIMEOUT=300
        USE_GSM_ONLY=1
        DESCRIPTION="SvxLink node <<call>>-L, 145.2375 MHz, CTCSS 77.0 Hz"
        """,
        call=call,
        secret=secret,
        first=c.first,
        city=pick(rng, "Ghent", "Uppsala", "Leiden", "Aarhus", "Graz"),
    )
    path = pick(
        rng,
        "etc/svxlink/svxlink.d/ModuleEchoLink.conf",
        f"svxlink/{call.lower()}/ModuleEchoLink.conf",
        "svxlink.d/ModuleEchoLink.conf",
    )
    return Out(path, text, secret, "ini")


@fmt(FAM, "weewx_conf_stdrestful_pwsweather_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pick(rng, words_pw(rng), pw(rng, sym="!@$^&*()-_+~"))
    text = fill(
        """
        [Station]
            location = "<<city>>, <<org>> roof"
            latitude = <<lat>>
            longitude = <<lon>>
            altitude = <<alt>>, meter
            station_type = Vantage

        [StdRESTful]
            [[StationRegistry]]
                register_this_station = False
            [[CWOP]]
                enable = false
            [[PWSweather]]
                enable = true
                station = <<st>>
                password = <<secret>>
            [[WOW]]
                enable = false
            [[Wunderground]]
                enable = true
                station = <<wu>>
                password = <<wukey>>
                rapidfire = False
        """,
        city=pick(rng, "Tromsø", "Bergen", "Utrecht", "Lyon"),
        org=c.org,
        lat=f"{rng.uniform(35, 65):.3f}",
        lon=f"{rng.uniform(-10, 25):.3f}",
        alt=rng.randint(2, 900),
        st=an(rng, 6, UPPER),
        secret=secret,
        wu="I" + an(rng, 8, UPPER + DIGITS),
        wukey=an(rng, 8, UPPER.lower() + DIGITS),
    )
    path = pick(rng, "etc/weewx/weewx.conf", "home/weewx/weewx.conf", f"wx/{c.short}/weewx.conf")
    return Out(path, text, secret, "")


@fmt(FAM, "rbfeeder_ini_client_sharing_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = hx(rng, 32)
    text = fill(
        """
        [client]
        network_mode=true
        log_file=/var/log/rbfeeder.log
        key=<<key>>
        sn=EXTRPI<<sn>>

        [network]
        mode=beast
        external_port=30005
        external_host=127.0.0.1

        [mlat]
        autostart_mlat=true
        """,
        key=key,
        sn=an(rng, 6, DIGITS),
    )
    path = pick(
        rng, "etc/rbfeeder.ini", f"adsb/{c.short}/rbfeeder.ini", "docker/radarbox/rbfeeder.ini"
    )
    return Out(path, text, key, "ini")


@fmt(FAM, "qrz_logbook_api_requests_post_key_field")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    call = callsign(rng)
    key = "-".join(hx(rng, 4, upper=True) for _ in range(4))
    text = fill(
        """
        import sys

        import requests

        QRZ_URL = "https://logbook.qrz.com/api"
        LOGBOOK_KEY = '<<key>>'  # logbook of <<call>>


        def upload(adif_record: str) -> str:
            resp = requests.post(
                QRZ_URL,
                data={"KEY": LOGBOOK_KEY, "ACTION": "INSERT", "ADIF": adif_record},
                timeout=15,
            )
            resp.raise_for_status()
            return resp.text


        if __name__ == "__main__":
            for line in open(sys.argv[1], encoding="ascii"):
                if "<eor>" in line.lower():
                    print(upload(line.strip()))
        """,
        key=key,
        call=call,
    )
    path = pick(
        rng, "qrz_upload.py", f"tools/{call.lower()}_logsync.py", f"shack/{c.user}/qrz_push.py"
    )
    return Out(path, text, key)
