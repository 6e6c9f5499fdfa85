"""Logistics / EDI: OpenAS2, X12 ISA, EDIFACT UNB, OFTP2, FedEx, UPS, DHL Express, CargoWise."""

from __future__ import annotations

import random

from seventh_corpus import (
    SYM_XML,
    UPPER,
    Ctx,
    Out,
    an,
    fill,
    fmt,
    hx,
    pick,
    pw,
)

FAM = "logistics_edi_carriers"
UD = UPPER + "0123456789"


@fmt(FAM, "openas2_config_xml_pkcs12_certificates_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 12, 20, SYM_XML.replace("%", ""))
    text = fill(
        """
        <openas2>
          <properties storageBaseDir="%home%/../data" <<+>>
              as2_message_id_format="$date.ddMMyyyyHHmmssZ$"/>
          <certificates classname="org.openas2.cert.PKCS12CertificateFactory"
                        filename="%home%/as2_certs.p12"
                        password="<<s>>"
                        interval="300"/>
          <partnerships classname="org.openas2.partner.XMLPartnershipFactory"
                        filename="%home%/partnerships.xml"/>
          <processor classname="org.openas2.processor.DefaultProcessor" <<+>>
              pendingMDN="%home%/../data/pendingMDN3">
            <module classname="org.openas2.processor.receiver.AS2ReceiverModule"
                    port="10080" errordir="%home%/../data/inbox/error"/>
          </processor>
        </openas2>
        """,
        s=s,
    )
    path = pick(rng, "config/config.xml", "openas2/config/config.xml", f"as2/{c.slug}/config.xml")
    return Out(path, text, s)


@fmt(FAM, "x12_isa_segment_security_information_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 10, UD)
    snd = f"{c.slug.upper()[:10]:<15}"
    rcv = f"{an(rng, 9, '0123456789'):<15}"
    d = f"{rng.randint(23, 25)}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
    t = f"{rng.randint(0, 23):02d}{rng.randint(0, 59):02d}"
    ctl = f"{rng.randint(1, 999999999):09d}"
    po = rng.randint(4500000000, 4599999999)
    text = fill(
        """
        ISA*00*          *01*<<s>>*ZZ*<<snd>>*01*<<rcv>>*<<d>>*<<t>>*U*00401*<<ctl>>*0*P*>~
        GS*PO*<<snd_s>>*<<rcv_s>>*20<<d>>*<<t>>*<<gs>>*X*004010~
        ST*850*0001~
        BEG*00*SA*<<po>>**20<<d>>~
        N1*ST*<<org>>*92*DC01~
        PO1*1*48*EA*12.75**VP*<<sku>>~
        CTT*1~
        SE*6*0001~
        GE*1*<<gs>>~
        IEA*1*<<ctl>>~
        """,
        s=s,
        snd=snd,
        rcv=rcv,
        snd_s=snd.strip(),
        rcv_s=rcv.strip(),
        d=d,
        t=t,
        ctl=ctl,
        gs=rng.randint(1, 9999),
        po=po,
        org=c.org.upper(),
        sku=an(rng, 8, UD),
    )
    path = pick(rng, f"edi/outbound/850_{po}.edi", f"x12/out/PO{po}.x12", f"edi/{c.slug}/{po}.850")
    return Out(path, text, s, "")


@fmt(FAM, "edifact_unb_recipient_reference_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, rng.randint(8, 14), UD)
    ref = rng.randint(10000, 99999999)
    d = f"{rng.randint(23, 25)}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
    text = fill(
        """
        UNA:+.? '
        UNB+UNOC:3+<<snd>>:14+<<rcv>>:14+<<d>>:<<t>>+<<ref>>+<<s>>:AA'
        UNH+1+DESADV:D:96A:UN:EAN005'
        BGM+351+DES<<ref>>+9'
        DTM+137:20<<d>>:102'
        NAD+SU+<<snd>>::9'
        NAD+DP+<<rcv>>::9'
        CPS+1'
        PAC+12++201'
        UNT+9+1'
        UNZ+1+<<ref>>'
        """,
        snd=an(rng, 13, "0123456789"),
        rcv=an(rng, 13, "0123456789"),
        d=d,
        t=f"{rng.randint(0, 23):02d}{rng.randint(0, 59):02d}",
        ref=ref,
        s=s,
    )
    path = pick(rng, f"edifact/out/DESADV_{ref}.edi", f"edi/{c.slug}/desadv_{ref}.txt", "out.edi")
    return Out(path, text, s, "")


@fmt(FAM, "oftp2_partner_yaml_ssid_sfid_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 8, UD)
    text = fill(
        """
        # Odette OFTP2 partner profile
        partner:
          name: <<org>>
          odette_id: O0013<<oid>>
          host: <<host>>
          port: 6619
          tls: true
        session:
          ssid_code: O0013<<own>>
          ssid_password: "<<s>>"
          exchange_buffer: 4096
          credit: 64
        files:
          inbound_dir: /srv/oftp2/in/<<slug>>
          outbound_dir: /srv/oftp2/out/<<slug>>
        """,
        org=c.org,
        oid=an(rng, 9, UD),
        own=an(rng, 9, UD),
        host=c.host("oftp", "edi"),
        s=s,
        slug=c.slug,
    )
    path = pick(
        rng, f"partners/{c.slug}.yaml", "oftp2/partners/vda.yaml", "config/oftp-partner.yml"
    )
    return Out(path, text, s)


@fmt(FAM, "fedex_rest_oauth_form_client_secret_java")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    sec = hx(rng, 32)
    text = fill(
        """
        package com.<<slug>>.shipping;

        import java.net.URI;
        import java.net.http.HttpClient;
        import java.net.http.HttpRequest;
        import java.net.http.HttpResponse;

        public final class FedexAuth {
            private static final String CLIENT_ID = "l7<<cid>>";
            private static final String CLIENT_SECRET = "<<sec>>";

            public static String token(HttpClient http) throws Exception {
                String form = "grant_type=client_credentials&client_id=" + CLIENT_ID
                    + "&client_secret=" + CLIENT_SECRET;
                HttpRequest req = HttpRequest.newBuilder(URI.create("https://apis.fedex.com/oauth/token"))
                    .header("Content-Type", "application/x-www-form-urlencoded")
                    .POST(HttpRequest.BodyPublishers.ofString(form))
                    .build();
                return http.send(req, HttpResponse.BodyHandlers.ofString()).body();
            }
        }
        """,
        slug=c.slug,
        cid=an(rng, 34, "abcdefghijklmnopqrstuvwxyz0123456789"),
        sec=sec,
    )
    path = pick(
        rng,
        f"src/main/java/com/{c.slug}/shipping/FedexAuth.java",
        "shipping/src/main/java/FedexAuth.java",
        "FedexAuth.java",
    )
    return Out(path, text, sec)


@fmt(FAM, "ups_oauth_client_credentials_basic_auth_ruby")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    sec = an(rng, 64)
    text = fill(
        """
        require "net/http"
        require "json"

        module Shipping
          UPS_CLIENT_ID = "<<cid>>"
          UPS_CLIENT_SECRET = "<<sec>>"

          def self.ups_token
            uri = URI("https://onlinetools.ups.com/security/v1/oauth/token")
            req = Net::HTTP::Post.new(uri)
            req.basic_auth(UPS_CLIENT_ID, UPS_CLIENT_SECRET)
            req["x-merchant-id"] = "<<acct>>"
            req.set_form_data("grant_type" => "client_credentials")
            res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
            JSON.parse(res.body).fetch("access_token")
          end
        end
        """,
        cid=an(rng, 48),
        sec=sec,
        acct=an(rng, 6, UD),
    )
    path = pick(rng, "lib/shipping/ups.rb", "app/services/ups_token.rb", f"{c.slug}/ups.rb")
    return Out(path, text, sec)


@fmt(FAM, "mydhl_express_basic_header_csharp")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    user = "ap" + an(rng, 8, "abcdefghijklmnopqrstuvwxyz0123456789")
    s = pw(rng, 14, 16, "!#^@*+-", nsym=3)
    text = fill(
        """
        using System;
        using System.Net.Http;
        using System.Net.Http.Headers;
        using System.Text;

        namespace <<ns>>.Shipping
        {
            public static class DhlClientFactory
            {
                public static HttpClient Create()
                {
                    var http = new HttpClient { <<+>>
                            BaseAddress = new Uri("https://express.api.dhl.com/mydhlapi/") };
                    var raw = Encoding.ASCII.GetBytes("<<user>>:<<s>>");
                    http.DefaultRequestHeaders.Authorization =
                        new AuthenticationHeaderValue("Basic", Convert.ToBase64String(raw));
                    http.DefaultRequestHeaders.Add("Message-Reference", Guid.NewGuid().ToString());
                    return http;
                }
            }
        }
        """,
        ns=c.slug.capitalize(),
        user=user,
        s=s,
    )
    path = pick(
        rng, "Shipping/DhlClientFactory.cs", "src/Carriers/Dhl.cs", f"{c.slug}/DhlClient.cs"
    )
    return Out(path, text, s)


@fmt(FAM, "cargowise_eadaptor_app_config_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 10, 16, SYM_XML.replace("%", ""))
    text = fill(
        """
        <?xml version="1.0" encoding="utf-8"?>
        <configuration>
          <appSettings>
            <add key="CargoWise.EAdaptorUrl" value="https://<<code>>services.wisegrid.net/eAdaptor"/>
            <add key="CargoWise.UserName" value="<<user>>"/>
            <add key="CargoWise.Password" value="<<s>>"/>
            <add key="CargoWise.RecipientId" value="<<rid>>"/>
            <add key="Poll.IntervalSeconds" value="120"/>
          </appSettings>
        </configuration>
        """,
        code=an(rng, 4, "abcdefghijklmnopqrstuvwxyz"),
        user=f"{c.slug.upper()[:6]}EDI",
        s=s,
        rid=an(rng, 9, UD),
    )
    path = pick(rng, "App.config", "EdiBridge/App.config", f"src/{c.slug}.Edi/app.config")
    return Out(path, text, s, "xml")
